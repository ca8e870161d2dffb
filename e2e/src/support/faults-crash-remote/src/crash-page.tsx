export default function CrashPage(): never {
  throw new Error('crash page exploded on purpose');
}
