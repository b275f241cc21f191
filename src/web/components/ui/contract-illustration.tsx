const TEXT_LINES = [
  { y: 150, width: 170 },
  { y: 170, width: 150 },
  { y: 190, width: 176 },
  { y: 292, width: 168 },
  { y: 312, width: 120 },
];

/** The login pages' picture, drawn inline: a contract page with redline edits and the scales of justice. */
export function ContractIllustration() {
  return (
    <svg
      viewBox="0 0 480 520"
      role="img"
      aria-label="A contract page with redline edits next to the scales of justice"
      style={{ width: '100%', height: '100%', maxHeight: 520, display: 'block' }}
    >
      <defs>
        <linearGradient id="cb-backdrop" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#dbe4ff" />
          <stop offset="1" stopColor="#edf2ff" />
        </linearGradient>
        <filter id="cb-shadow" x="-20%" y="-20%" width="140%" height="140%">
          <feDropShadow dx="0" dy="10" stdDeviation="12" floodColor="#364fc7" floodOpacity="0.18" />
        </filter>
      </defs>

      <circle cx="240" cy="250" r="215" fill="url(#cb-backdrop)" />
      <circle cx="400" cy="90" r="26" fill="#bac8ff" opacity="0.6" />
      <circle cx="72" cy="420" r="18" fill="#bac8ff" opacity="0.6" />

      <g filter="url(#cb-shadow)">
        <rect x="118" y="70" width="226" height="330" rx="14" fill="#ffffff" />
      </g>
      <path d="M314 70h16a14 14 0 0 1 14 14v16z" fill="#dbe4ff" />

      <rect x="140" y="96" width="110" height="12" rx="6" fill="#364fc7" />
      <rect x="140" y="118" width="70" height="8" rx="4" fill="#91a7ff" />

      {TEXT_LINES.map((line) => (
        <rect key={line.y} x="140" y={line.y} width={line.width} height="8" rx="4" fill="#ced4da" />
      ))}

      <rect x="140" y="218" width="160" height="8" rx="4" fill="#ced4da" />
      <line x1="136" y1="222" x2="304" y2="222" stroke="#e03131" strokeWidth="3" strokeLinecap="round" />
      <rect x="140" y="238" width="120" height="8" rx="4" fill="#ced4da" />
      <line x1="136" y1="242" x2="264" y2="242" stroke="#e03131" strokeWidth="3" strokeLinecap="round" />
      <rect x="140" y="258" width="150" height="9" rx="4.5" fill="#b2f2bb" />
      <line x1="140" y1="272" x2="290" y2="272" stroke="#2f9e44" strokeWidth="2.5" strokeLinecap="round" />
      <path d="M128 212v64" stroke="#e03131" strokeWidth="3" strokeLinecap="round" />

      <path
        d="M144 360c10-16 18-16 22-2s10 14 18-2 14-14 18 0 10 6 20-4"
        fill="none"
        stroke="#364fc7"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <line x1="140" y1="372" x2="250" y2="372" stroke="#adb5bd" strokeWidth="1.5" />

      <g transform="translate(296 214) rotate(38)">
        <rect x="0" y="0" width="14" height="120" rx="4" fill="#e03131" />
        <rect x="0" y="0" width="14" height="22" rx="4" fill="#c92a2a" />
        <path d="M0 120h14l-7 18z" fill="#ffe3e3" />
        <path d="M4.5 131h5l-2.5 7z" fill="#495057" />
      </g>

      <g transform="translate(318 318)">
        <circle cx="60" cy="60" r="64" fill="#364fc7" />
        <circle cx="60" cy="60" r="56" fill="none" stroke="#748ffc" strokeWidth="2" />
        <line x1="60" y1="26" x2="60" y2="92" stroke="#ffffff" strokeWidth="4" strokeLinecap="round" />
        <line x1="28" y1="38" x2="92" y2="38" stroke="#ffffff" strokeWidth="4" strokeLinecap="round" />
        <circle cx="60" cy="26" r="5" fill="#ffffff" />
        <path d="M44 94h32" stroke="#ffffff" strokeWidth="5" strokeLinecap="round" />
        <path d="M28 38l-12 28M28 38l12 28M92 38l-12 28M92 38l12 28" stroke="#dbe4ff" strokeWidth="2" />
        <path d="M12 66h32a16 12 0 0 1-32 0z" fill="#ffffff" />
        <path d="M76 66h32a16 12 0 0 1-32 0z" fill="#ffffff" />
      </g>
    </svg>
  );
}
