// Records which React, router, RTK, i18next and axios this app resolved, so the end-to-end
// suite can prove one copy of each across the host and every remote.
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import { configureStore } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';
import i18next from 'i18next';
import axios from 'axios';
import { recordKernelProbe } from '@uc/shared';

recordKernelProbe('account', { useState, createPortal, useNavigate, configureStore, useDispatch, i18next, axios });
