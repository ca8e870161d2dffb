// Records which React, router, RTK, i18next and axios this app resolved, so the end-to-end
// suite can prove one copy of each across the host and every remote.
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import { configureStore } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';
import i18next from 'i18next';
import { recordKernelProbe } from '@uc/shared';

// axios comes with the kernel's transport chunk (not in main.js): the same chunk name keeps it one file, one copy.
// A chunk that cannot be downloaded leaves the probe unrecorded (the calls that need it say so to the player).
import(/* webpackChunkName: "transport" */ 'axios').then(
  ({ default: axios }) => recordKernelProbe('host', { useState, createPortal, useNavigate, configureStore, useDispatch, i18next, axios }),
  () => undefined,
);
