// The analysis board's page: the state of the game here, the position's analysis from
// /api/position, the agent's moves from /api/move, reviews from /api/review (see server.py).
"use strict";

const DIGITS = "123456789abcdefghijklmnopqrstuvwxyz";
const VERDICTS = {weak: "weak mistake", strong: "strong mistake", ok: "best", "?": "unscored"};
const $ = (id) => document.getElementById(id);

const state = {
  rows: 6, columns: 7, inarow: 4,
  line: [],        // the game's moves, 0-based columns
  cursor: 0,       // how many of them are on the board
  human: 1,        // the mark you play; 0: both sides
  agent: null,     // the agent's spec (null: none)
  bank: 60,        // the agent's overage bank, seconds
  review: null,    // the line's review (moves with verdicts), or null
  shown: null,     // the last /api/position answer
  asking: false,   // the agent is thinking
  failed: false,   // the agent's last move failed: either side may be played
  poll: null,
};

function moves() { return state.line.slice(0, state.cursor); }
function moveString(columns) { return columns.map((c) => DIGITS[c]).join(""); }
function query(columns) {
  return `moves=${moveString(columns)}&rows=${state.rows}&columns=${state.columns}&inarow=${state.inarow}`;
}

async function getJSON(url, options) {
  const response = await fetch(url, options);
  const body = await response.json();
  if (!response.ok) throw new Error(body.error || response.statusText);
  return body;
}

function setStatus(text, error = false) {
  $("status").textContent = text;
  $("status").className = error ? "error" : "";
}

function agentsTurn(shown) {
  return state.agent !== null && state.human !== 0 && shown.result === null && shown.to_move !== state.human;
}

// --- drawing ------------------------------------------------------------------------------

function drawBoard(shown) {
  const table = $("board");
  table.innerHTML = "";
  const current = moves();
  const last = current.length ? current[current.length - 1] : -1;
  const lastRow = last < 0 ? -1 : shown.board.findIndex((v, i) => i % state.columns === last && v !== 0);
  for (let r = 0; r < state.rows; r++) {
    const tr = table.insertRow();
    for (let c = 0; c < state.columns; c++) {
      const td = tr.insertCell();
      const v = shown.board[r * state.columns + c];
      td.dataset.column = c;
      td.className = (v ? `p${v}` : "") + (r * state.columns + c === lastRow ? " last" : "");
    }
  }
}

function scoreText(score, kind) {
  if (kind === null) return "?";
  if (kind === "exact") return score > 0 ? `+${score}` : `${score}`;
  const word = score > 0 ? "win" : score < 0 ? "loss" : "draw";
  return kind === "book" ? `${word} (book)` : word;
}

function drawScores(shown) {
  const table = $("scores");
  table.innerHTML = "";
  if (!shown.analysis) return;
  const a = shown.analysis;
  const known = a.scores.filter((s, c) => a.kinds[c] !== null);
  const best = known.length ? Math.max(...known.map((s) => Math.sign(s))) : null;
  const bestExact = Math.max(...a.scores.filter((s, c) => a.kinds[c] === "exact"));
  const tr = table.insertRow();
  for (let c = 0; c < state.columns; c++) {
    const td = tr.insertCell();
    td.dataset.column = c;
    if (!shown.legal.includes(c)) { td.textContent = ""; continue; }
    td.textContent = scoreText(a.scores[c], a.kinds[c]);
    td.dataset.kind = a.kinds[c] || "unknown";
    if (a.kinds[c] !== null) {
      const sign = Math.sign(a.scores[c]);
      td.className = (sign > 0 ? "win" : sign < 0 ? "loss" : "draw")
        + ((a.kinds[c] === "exact" ? a.scores[c] === bestExact : sign === best) && a.settled ? " best" : "");
    }
  }
}

function drawNetwork(shown) {
  const table = $("network");
  table.innerHTML = "";
  $("network-value").textContent = shown.network_error ? `network: ${shown.network_error}` : "";
  if (!shown.network) return;
  const tr = table.insertRow();
  for (let c = 0; c < state.columns; c++) {
    const td = tr.insertCell();
    td.dataset.column = c;
    td.textContent = shown.legal.includes(c) ? `${Math.round(100 * shown.network.policy[c])}%` : "";
  }
  const th = document.createElement("th");
  th.textContent = "network";
  tr.appendChild(th);
  $("network-value").textContent =
    `network's value for the side to move: ${shown.network.value.toFixed(2)} (-1 loss .. +1 win; its opinion, not the truth)`;
}

function drawLine() {
  const list = $("line");
  list.innerHTML = "";
  const reviewed = state.review && moveString(state.review.moves.map((m) => m.column)) === moveString(state.line);
  state.line.forEach((column, i) => {
    const li = document.createElement("li");
    const who = i % 2 === 0 ? "yellow" : "red";
    let text = `${who}: ${column + 1}`;
    if (reviewed) {
      const m = state.review.moves[i];
      text += ` (${VERDICTS[m.verdict]})`;
      li.classList.add(m.verdict);
      li.dataset.verdict = m.verdict;
      if (state.review.losing_move === i) { li.classList.add("losing"); text += " - the move that lost the game"; }
    }
    if (i === state.cursor - 1) li.classList.add("current");
    li.textContent = text;
    li.addEventListener("click", () => { state.cursor = i + 1; refresh(); });
    list.appendChild(li);
  });
}

function describe(shown) {
  const you = state.human === 0 ? "" : ` (you: ${state.human === 1 ? "yellow" : "red"})`;
  if (shown.result !== null) {
    return shown.result === 0 ? "a draw" : `${shown.result === 1 ? "yellow" : "red"} wins${you}`;
  }
  const side = shown.to_move === 1 ? "yellow" : "red";
  const a = shown.analysis;
  const pending = a && !a.settled ? (a.pending ? " - solving the book's lines..." : " - solving...") : "";
  return `${side} to move${you}${pending}`;
}

// --- the game -----------------------------------------------------------------------------

async function refresh() {
  clearTimeout(state.poll);
  const current = moves();
  location.hash = query(current);
  $("moves").value = moveString(current);
  drawLine();
  let shown;
  try {
    shown = await getJSON(`/api/position?${query(current)}`);
  } catch (e) {
    setStatus(e.message, true);
    return;
  }
  if (moveString(moves()) !== shown.moves) return; // a newer position is on its way
  state.shown = shown;
  drawBoard(shown);
  drawScores(shown);
  drawNetwork(shown);
  if (!state.asking && !state.failed) setStatus(describe(shown));
  const a = shown.analysis;
  if (a && !a.settled && a.seconds < 120) {
    state.poll = setTimeout(refresh, 1000); // the analysis goes on where it stopped
  }
  if (agentsTurn(shown) && !state.asking && !state.failed && state.cursor === state.line.length) askAgent();
}

function play(column) {
  const shown = state.shown;
  if (!shown || state.asking || !shown.legal.includes(column)) return;
  if (agentsTurn(shown) && !state.failed) return; // the agent's turn
  state.line = moves().concat([column]);
  state.cursor = state.line.length;
  state.failed = false;
  refresh();
}

async function askAgent() {
  if (state.agent === null || state.asking) return;
  state.asking = true;
  const asked = moveString(moves());
  setStatus(`${state.agent} is thinking...`);
  try {
    const answer = await getJSON("/api/move", {
      method: "POST", headers: {"Content-Type": "application/json"},
      body: JSON.stringify({moves: asked, rows: state.rows, columns: state.columns, inarow: state.inarow,
                            bank: state.bank}),
    });
    state.asking = false;
    if (moveString(moves()) !== asked) return refresh();
    state.bank = answer.bank;
    state.failed = false;
    state.line = moves().concat([answer.column]);
    state.cursor = state.line.length;
    await refresh();
    if (answer.overran) {
      setStatus(`${state.agent} took ${answer.seconds} s: over its clock, Kaggle would end the game there`, true);
    }
  } catch (e) {
    state.asking = false;
    state.failed = true;
    setStatus(`the agent: ${e.message}. Play on: move for either side, or ask it again.`, true);
  }
}

function newGame(line = [], cursor = null) {
  state.line = line;
  state.cursor = cursor === null ? line.length : cursor;
  state.bank = 60;
  state.review = null;
  state.failed = false;
  $("review-status").textContent = "";
  refresh();
}

function readSize() {
  state.rows = parseInt($("rows").value, 10) || 6;
  state.columns = parseInt($("columns").value, 10) || 7;
  state.inarow = parseInt($("inarow").value, 10) || 4;
}

async function setPosition(text) {
  readSize();
  try {
    const shown = await getJSON(`/api/position?moves=${encodeURIComponent(text)}&rows=${state.rows}`
                                + `&columns=${state.columns}&inarow=${state.inarow}`);
    newGame([...shown.moves].map((ch) => DIGITS.indexOf(ch)));
  } catch (e) {
    setStatus(e.message, true);
  }
}

async function review() {
  const line = state.line.slice();
  $("review-status").textContent = "reviewing every move with the solver...";
  try {
    state.review = await getJSON(`/api/review?${query(line)}`);
    const [w0, w1] = [0, 1].map((seat) => state.review.moves.filter((m) => m.seat === seat && m.verdict === "weak").length);
    $("review-status").textContent = `weak mistakes: yellow ${w0}, red ${w1}`;
  } catch (e) {
    $("review-status").textContent = e.message;
  }
  drawLine();
}

async function openGame(id) {
  try {
    const game = await getJSON(`/api/game?id=${id}`);
    [state.rows, state.columns, state.inarow] = game.board;
    [$("rows").value, $("columns").value, $("inarow").value] = game.board;
    state.human = 0;
    $("self").checked = true;
    newGame([...game.moves].map((ch) => DIGITS.indexOf(ch)), 0);
    state.review = game.review;
    $("review-status").textContent = `${game.agents[0]} (yellow) vs ${game.agents[1]} (red)`;
    if (!game.review) review();
    drawLine();
  } catch (e) {
    setStatus(e.message, true);
  }
}

function step(to) {
  state.cursor = Math.max(0, Math.min(state.line.length, to));
  refresh();
}

async function start() {
  const config = await getJSON("/api/config");
  state.agent = config.agent;
  if (state.agent === null) { state.human = 0; $("self").checked = true; }
  for (const id of ["swap", "ask"]) $(id).disabled = state.agent === null;
  $("self").disabled = state.agent === null;
  const games = await getJSON("/api/games");
  for (const g of games) {
    const option = document.createElement("option");
    option.value = g.id;
    option.textContent = `${g.name}: ${g.agents[0]} vs ${g.agents[1]}${g.reviewed ? " (reviewed)" : ""}`;
    $("games").appendChild(option);
  }
  $("board").addEventListener("click", (e) => { if (e.target.dataset.column !== undefined) play(+e.target.dataset.column); });
  $("undo").addEventListener("click", () => {
    let back = 1;
    if (state.human !== 0 && state.cursor >= 2 && (state.cursor % 2 === 0) === (state.human === 1)) back = 2;
    step(state.cursor - back);
    state.line = moves();
  });
  $("swap").addEventListener("click", () => {
    state.human = state.human === 0 ? (state.shown ? state.shown.to_move : 1) : 3 - state.human;
    $("self").checked = false;
    state.failed = false;
    refresh();
  });
  $("self").addEventListener("change", () => {
    state.human = $("self").checked ? 0 : (state.shown ? state.shown.to_move : 1);
    refresh();
  });
  $("ask").addEventListener("click", () => { state.failed = false; askAgent(); });
  $("set").addEventListener("click", () => setPosition($("moves").value.trim()));
  $("new").addEventListener("click", () => { readSize(); newGame(); });
  $("first").addEventListener("click", () => step(0));
  $("back").addEventListener("click", () => step(state.cursor - 1));
  $("forward").addEventListener("click", () => step(state.cursor + 1));
  $("last").addEventListener("click", () => step(state.line.length));
  $("review").addEventListener("click", review);
  $("games").addEventListener("change", (e) => openGame(e.target.value));
  // a link from the ladder's or a review's page: #moves=...&rows=...&columns=...&inarow=...[&review=1]
  const link = new URLSearchParams(location.hash.slice(1));
  for (const key of ["rows", "columns", "inarow"]) if (link.has(key)) $(key).value = link.get(key);
  readSize();
  if (link.has("moves")) {
    await setPosition(link.get("moves"));
    if (link.get("review") === "1") { // a game to step through: reviewed, shown at the move that lost it
      state.human = 0;
      $("self").checked = true;
      await review();
      const losing = state.review ? state.review.losing_move : null;
      step(losing === null ? 0 : losing + 1);
    }
  } else {
    newGame();
  }
}

start().catch((e) => setStatus(`the board's server: ${e.message}`, true));
