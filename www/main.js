// The page's start: loads the WebAssembly, reads the link (?game=…&lang=…, a game's
// lessons with &learn, a shared game in #r=…, a correspondence move in #c=…), and
// wires the screens and buttons.
// Each concern lives in its own module under app/; none of them names a game —
// every game describes itself from Rust (`games()`).
import { games, Game } from '../pkg/plateaux.js';
import { loadWasm } from './app/wasm.js';
import { state } from './app/state.js';
import { setLanguage, chosenLanguage, fillStatic, t, LANGUAGES, hasGameWords, loadGameWords, loadPart } from './app/strings.js';
import { chooseGame, renderSetup } from './app/setup.js';
import { newGame, loadRecord, undo, redo, playAgain, playMoves, personToAct, hint, resign } from './app/play.js';
import { renderStatus, say } from './app/status.js';
import * as records from './app/records.js';
import * as kept from './app/kept.js';
import { registerOffline } from './app/offline.js';
import { isEmbed } from './app/embedded.js';
import { review, step } from './app/moves.js';
import { onChange } from './app/events.js';
import { wireCells, renderCells } from './app/cells.js';
import { coursesAvailable, courseEnded, firstGameAfterCourse } from './app/courses.js';
import { setZoomable, renderZoom } from './app/zoom.js';
import { setLink, learnFromLink, puzzleFromLink, gameFromLink, setLangInLink, navigated } from './app/link.js';
import { ask, wireDialogs } from './app/dialogs.js';
import { sidesFor, seatsFrom, mySide, lastDecider } from './app/correspondence.js';
import { needsFullPage, handOver, takeHandedOver } from './app/handover.js';
import { needStyle } from './app/extrastyle.js';
import { relabelDie } from './app/die.js';
import { wireSound } from './app/sound.js';
import { wireTable } from './app/table.js';
import { chooseTheme, keptTheme, renderThemeMenu, wireTheme } from './app/theme.js';

const $ = (sel) => document.querySelector(sel);
const params = new URLSearchParams(location.search);
const bothPeople = [{ kind: 'human', level: 3 }, { kind: 'human', level: 3 }];

// Says that the words of language `code` could not be had, naming it in itself.
function sayLanguageMissing(code) {
  say('error', 'error.language', { name: LANGUAGES.find((l) => l.code === code)?.name ?? code });
}

// Closes the menu if it is open (the focus goes back to its button).
function closeMenu() {
  if ($('#menu').open) $('#menu').close();
}

function renderAll() {
  fillStatic();
  renderLanguages();
  $('#game-name').textContent = state.info ? t(state.info.name) : '';
  if (!$('#home').hidden) drawHome();
  lessonScreen?.renderLearn();
  analysisPanel?.renderAnalysis();
  if (state.info) renderSetup();
  renderStatus();
  relabelDie();
  renderThemeMenu();
  records.renderLinks();
}

// The language menu: each language the app has, named in itself, the current chosen.
function renderLanguages() {
  // The header's menu, and the game menu's (the header's is hidden while playing).
  for (const menu of [$('#lang'), $('#lang-menu')]) {
    if (menu.options.length !== LANGUAGES.length) {
      menu.replaceChildren(...LANGUAGES.map(({ code, name }) => Object.assign(document.createElement('option'), { value: code, textContent: name, lang: code })));
    }
    menu.value = state.lang;
  }
}

// The home (home.js) is a chunk of its own: a visit that opens on a game (a link, a
// shared game, an embed) does not load it. It is loaded before the home shows
// (showHome), so the home never shows empty.
let homeScreen = null;
function drawHome() {
  homeScreen?.renderHome((id, options) => { navigated(); openGame(id, options); }, (id, puzzle = null) => { navigated(); openLearn(id, 0, puzzle); });
}

// One screen at a time: 'home', 'learn' or 'play'.
function showScreen(screen) {
  for (const s of ['home', 'learn', 'play']) $(`#${s}`).hidden = s !== screen;
  $('#home-open').hidden = screen === 'home';
  document.body.classList.toggle('playing', screen !== 'home');
  document.body.classList.toggle('in-game', screen === 'play');
}

async function showHome(unknownGame = null) {
  setLink(null);
  homeScreen ??= await import('./app/home.js');
  homeScreen.askedFor(unknownGame);
  showScreen('home');
  renderAll();
}

// The game an embed plays: it never shows another (its host chose it).
let embedGame = null;

/** Runs `go` once the page's module has game `id`'s words: at once if it has them
 * (the game the page opens with came with the language's), else after fetching
 * them; if they cannot be had, says so and stays where it is. In an embed, another
 * game than its own is refused with a word (a file of another game, say). */
function withWords(id, go) {
  if (embedGame && id !== embedGame) {
    say('error', 'error.file', { detail: t('error.why.wrong_game', { game: `@game.${id}` }) });
    return false;
  }
  if (!state.infos.some((g) => g.id === id) || hasGameWords(id)) return go();
  loadGameWords(id).then(go, () => sayLanguageMissing(state.lang));
}

/** Goes to game `id`: opens the kept game `gid` if given, else resumes its game last
 * played (unless `resume` is false), or starts one; `setup` opens the setup form
 * first. */
function openGame(id, options) {
  withWords(id, () => openGameNow(id, options));
}

function openGameNow(id, { resume = true, setup = false, gid = null } = {}) {
  chooseGame(id);
  showScreen('play');
  setLink(state.info.id);
  renderAll();
  // An embed starts from its own settings (its host keeps games with record()).
  const entry = gid ? kept.entry(gid) : null;
  const stored = entry ?? (resume && !isEmbed() ? records.keptToResume(state.info.id) : null);
  // A kept game that starts from a position opens in the page that reads positions.
  if (stored && !stored.problem && needsFullPage(stored.record) && handOver({ game: id, record: stored.record, sides: stored.sides, gid: stored.gid })) return;
  const found = entry ? records.openable(entry) : resume && !isEmbed() ? records.resumable(state.info.id, true) : null;
  if (found && !found.problem) {
    state.nextGid = found.gid;
    loadRecord(found.record, found.sides ?? state.sides, found.clockEnd);
    say('note', 'play.resumed');
  } else {
    // The first game after a course: the person against the beginner.
    if (!isEmbed() && firstGameAfterCourse(state.info.id)) {
      state.seats = [{ kind: 'human', level: 3 }, { kind: 'ai', level: 1 }];
      $('#lots').checked = false;
    }
    newGame({ lots: $('#lots').checked });
    if (found?.problem) say('error', 'error.autosave', { detail: found.problem });
  }
  $('#setup').open = setup;
}

// The analysis (analysis.js) comes when first asked: a chunk of its own.
let analysisPanel = null;
async function analyse() {
  if (!state.app) return;
  if (!analysisPanel) {
    analysisPanel = await import('./app/analysis.js');
    analysisPanel.setReplay((game, json, sides) => openRecord(game, json, sides));
  }
  analysisPanel.openAnalysis();
}

// The lesson screen (learn.js) and the rules help (help.js) come when first opened:
// chunks of their own, not in what every visit loads.
let lessonScreen = null;
async function lessonsScreen() {
  if (!lessonScreen) {
    const [screen] = await Promise.all([import('./app/learn.js'), needStyle(), loadPart('extra').catch(() => {})]);
    fillStatic($('#learn')); // its words came with the extra part
    screen.wireLessons();
    lessonScreen = screen;
  }
  return lessonScreen;
}

/** The lessons of game `id` (lesson number `lesson` open, if given); the course's
 * end offers a game against the beginner (as will the game's next new game). */
function openLearn(id, lesson = 0, puzzle = null) {
  withWords(id, () => openLearnNow(id, lesson, puzzle));
}

async function openLearnNow(id, lesson, puzzle) {
  const { openLessons } = await lessonsScreen();
  chooseGame(id);
  showScreen('learn');
  setLink(id, 0);
  renderAll();
  openLessons(id, (game) => {
    courseEnded(game);
    openGame(game, { resume: false });
  }, lesson, puzzle);
}

/** Opens a game record (a link, a file) in its game, for `sides`: a game of its
 * own beside the others, or the kept game `gid` it continues. */
function openRecord(game, json, sides, gid = null) {
  return withWords(game, () => openRecordNow(game, json, sides, gid));
}

function openRecordNow(game, json, sides, gid) {
  // A game that starts from a position opens in the page that reads positions.
  if (needsFullPage(json) && !isEmbed() && handOver({ game, record: json, sides, gid })) return;
  chooseGame(game);
  // The setup form shows who plays this game (a new game from it keeps them).
  state.seats = seatsFrom(sides);
  $('#lots').checked = false;
  showScreen('play');
  setLink(game);
  renderAll();
  state.nextGid = gid;
  loadRecord(json, sides);
}

function openLink(link) {
  if (!link.correspondence) {
    openRecord(link.game, link.json, link.sides ?? bothPeople);
    // A link that does not say who plays (an older one, or cut) opens for two people, and says so.
    if (!link.sides) say('note', 'play.link_people');
    return;
  }
  // A correspondence move plays on the game it continues; one that continues none
  // opens beside the others; one behind a game kept here opens that game, and says so.
  const { fit, gid } = records.continuation(link.json);
  if (fit !== 'older') { openRecord(link.game, link.json, sidesFor(receiverSide(link, gid)), gid); return; }
  openGame(link.game, { gid });
  say('error', 'error.older_link', {},
    { key: 'play.open_anyway', run: () => { openRecord(link.game, link.json, sidesFor(receiverSide(link, null))); say(null); } });
}

// The side this device plays in a correspondence game a link opens: the link's own
// word — unless it adds no move to the game kept here, which played a side already
// (a player opening the link they sent stays on their side); a link of an older
// version, which does not say, gives the side to act (or, the game over, the one
// that did not make the last move).
function receiverSide(link, gid) {
  const mine = gid ? records.openable(kept.entry(gid)) : null;
  const keptSide = mine?.sides ? mySide(mine.sides) : null;
  const moves = (json) => { try { return JSON.parse(json).moves.length; } catch { return -1; } };
  if (keptSide != null && mine.record && moves(mine.record) === moves(link.json)) return keptSide;
  if (link.mine != null) return link.mine;
  const g = Game.fromRecord(link.json);
  try {
    const st = g.status();
    return g.toMove ?? (st.over ? 1 - (lastDecider(st) ?? 1) : 0);
  } finally { g.free(); }
}

function wire() {
  $('#lang').onchange = $('#lang-menu').onchange = async (e) => {
    const asked = e.target.value;
    if (!await setLanguage(asked)) {
      e.target.value = state.lang;
      sayLanguageMissing(asked);
      return;
    }
    try { localStorage.setItem('plateaux.lang', state.lang); } catch { /* private mode: not kept */ }
    setLangInLink(state.lang);
    renderAll();
  };
  $('#home-open').onclick = () => { navigated(); showHome(); };
  $('#setup-form').onsubmit = async (e) => {
    e.preventDefault();
    // A game in progress is not thrown away: it stays among the kept games, and the
    // page says where (the draw's result, when lots are drawn, says more).
    const st = state.app?.status();
    const previous = !isEmbed() && st && st.moves.length && !st.over;
    $('#setup').open = false;
    closeMenu();
    newGame({ lots: $('#lots').checked });
    if (previous && !$('#lots').checked) say('note', 'setup.previous_kept');
    // The new game's board takes the focus (the menu's button had it back): ready to play.
    if (document.hasFocus()) $('#board-cells [tabindex="0"]')?.focus({ preventScroll: true });
    $('#board-wrap').scrollIntoView({ block: 'nearest' });
  };
  // The menu: everything but the turn's own actions. An action taken from it closes
  // it, so its answer (a message, a dialog) is seen at once.
  $('#menu-open').onclick = () => $('#menu').showModal();
  const fromMenu = (fn) => (...args) => { closeMenu(); return fn(...args); };
  $('#show-targets').onchange = (e) => state.app?.setShowTargets(e.target.checked);
  // A game's action taken while reviewing earlier moves acts on the game as it
  // stands: the review ends first, so the board shows what the action does.
  const live = (fn) => (...args) => { if (state.review != null) review(null); return fn(...args); };
  $('#undo').onclick = live(undo);
  $('#redo').onclick = live(redo);
  $('#hint').onclick = live(hint);
  setZoomable('#zoom', '#board-scroll', () => state.app);
  // Resigning cannot be taken back: the page asks first.
  $('#resign').onclick = fromMenu(live(async () => {
    if (!(await ask('play.resign_confirm', 'play.resign'))) return;
    resign();
    // The button is off now that the game is over: on to the end-of-game box.
    if (!$('#result').hidden) $('#again').focus({ preventScroll: true });
  }));
  $('#pass').onclick = live((e) => playMoves([e.currentTarget.dataset.move]));
  $('#rules-open').onclick = fromMenu(async () => (await Promise.all([import('./app/help.js'), needStyle()]))[0].openRules());
  $('#again').onclick = () => playAgain();
  $('#analyse').onclick = fromMenu(live(analyse));
  $('#analyse-end').onclick = analyse;
  $('#swap').onclick = () => playAgain({ swap: true });
  $('#result-close').onclick = () => { state.resultClosed = true; renderStatus(); };
  // A click on the board while reviewing says how to go back to the game.
  $('#board-wrap').addEventListener('pointerdown', () => { if (state.review != null) say('note', 'play.review_board'); });
  $('#save').onclick = fromMenu(records.save);
  $('#load').onclick = fromMenu(records.load);
  $('#export').onclick = fromMenu(records.exportFile);
  $('#import').onchange = fromMenu((e) => { const f = e.target.files[0]; e.target.value = ''; if (f) records.importFile(f, (g, json) => openRecord(g, json, state.seats)); });
  $('#share').onclick = fromMenu(records.share);
  $('#send').onclick = fromMenu(records.send);
  $('#review-prev').onclick = () => step(-1);
  $('#review-next').onclick = () => step(1);
  $('#review-end').onclick = () => review(null);
  // A move typed in notation: the keyboard's way to play, same rules as clicks.
  $('#typed-form').onsubmit = live((e) => {
    e.preventDefault();
    // The menu closes either way: the move, or why it was refused, is seen at once.
    if (personToAct() && playMoves([$('#typed-move').value]) === null) $('#typed-move').value = '';
    closeMenu();
  });
  document.addEventListener('keydown', (e) => {
    if (!state.app || e.target.closest?.('input, select, textarea, dialog')) return;
    if (e.key === 'Escape') {
      // The half-entered move is forgotten: its prompt too (« Moulin ! Prenez… »).
      state.app.clearSelection();
      if (!$('#result').hidden) state.resultClosed = true;
      renderStatus();
    }
    if (e.key === 'ArrowLeft' && !e.target.closest?.('#board-cells')) step(-1);
    if (e.key === 'ArrowRight' && !e.target.closest?.('#board-cells') && state.review != null) step(1);
  });
  // A game file dropped anywhere on the page is imported.
  document.addEventListener('dragover', (e) => e.preventDefault());
  document.addEventListener('drop', (e) => {
    e.preventDefault();
    const f = e.dataTransfer?.files?.[0];
    if (f) records.importFile(f, (g, json) => openRecord(g, json, state.seats));
  });
  if (!isEmbed()) {
    onChange(() => records.autosave());
    window.addEventListener('storage', tookElsewhere);
  }
  wireSound(isEmbed());
  wireTable();
  wireTheme();
  wireCells();
  wireDialogs();
  // The cells follow the board when the window (and so the canvas) changes size.
  new ResizeObserver(() => requestAnimationFrame(() => { renderCells(); renderZoom(); })).observe($('#board-zoom'));
}

// Another tab changed a kept game: the home's list follows; the game on screen, if it
// is that one, takes the newer version and says so (two tabs never overwrite each
// other: each writes its own game, and a tab on the same game follows the other).
function tookElsewhere(e) {
  const gid = kept.identityOf(e.key);
  if (gid == null) return;
  if (!$('#home').hidden) { renderAll(); return; }
  if (!state.app || gid !== state.gid || e.newValue == null) return;
  const theirs = kept.entry(gid);
  if (!theirs || theirs.problem || theirs.record === state.app.recordJson()) return;
  const found = records.openable(theirs);
  if (found.problem) return;
  state.nextGid = gid;
  loadRecord(found.record, found.sides ?? state.sides, found.clockEnd);
  say('note', 'play.updated_elsewhere');
}

// The game the address names, if it is one.
const askedGame = () => state.infos.find((g) => g.id === gameFromLink());

// The screen the address names: a game's lessons or one of them, a game, or the home.
function openFromLink() {
  const asked = askedGame();
  const lessons = learnFromLink();
  const puzzle = puzzleFromLink();
  if (asked && (lessons != null || puzzle != null) && coursesAvailable()) openLearn(asked.id, lessons ?? 0, puzzle);
  else if (asked) openGame(asked.id);
  else showHome(gameFromLink());
}

async function main() {
  if (typeof WebAssembly !== 'object') { $('#status').textContent = 'Ce navigateur ne sait pas exécuter le jeu. / This browser cannot run the game.'; return; }
  // An embed's own workings (frame.js) come only to an embed: a chunk of their own.
  const framing = isEmbed() ? import('./app/frame.js') : null;
  await loadWasm();
  const frame = await framing;
  state.infos = games();
  const asked = chosenLanguage(params.get('lang'));
  // The words of the game the page opens come with the language's own, in one go.
  const first = [askedGame()?.id, records.linkGame()].filter((id) => state.infos.some((g) => g.id === id));
  const languageOk = await setLanguage(asked, first);
  // The board's theme before anything is drawn: the one kept, or the embed's own.
  chooseTheme(keptTheme());
  // An embed opens the game its link names, or says there is none (never another).
  embedGame = isEmbed() ? frame.setUpEmbed(renderAll) : null;
  wire();
  if (!isEmbed()) kept.migrate();
  const link = await records.recordFromLink();
  const handed = isEmbed() ? null : takeHandedOver();
  if (handed) openRecord(handed.game, handed.record, Array.isArray(handed.sides) ? handed.sides : bothPeople, handed.gid ?? null);
  else if (link && link.json) openLink(link);
  else if (isEmbed()) { if (embedGame) openGame(embedGame); else frame.showNoGame(); }
  else if (link) openGame((askedGame() ?? state.infos[0]).id); // a broken link: a game still starts
  else openFromLink();
  // Back and forward between the screens the player went through (link.js).
  if (!isEmbed()) window.addEventListener('popstate', openFromLink);
  // A broken link: a game still starts, and the message says what was wrong.
  if (link && link.problem) say('error', 'error.link', { detail: link.problem });
  if (!languageOk) sayLanguageMissing(asked);
  if (isEmbed()) frame.embedOpened();
  if (params.get('sw') !== '0') registerOffline();
}

// The page could not start (its WebAssembly or its words missing or damaged, a
// cache gone bad): says so in the visitor's language, read from the words' file
// alone (no WebAssembly needed), and empties this site's offline cache, so that a
// reload fetches every file anew.
async function bootFailed() {
  try {
    for (const key of await caches.keys()) if (key.startsWith('plateaux-')) await caches.delete(key);
    for (const r of await navigator.serviceWorker.getRegistrations()) {
      if (r.scope === new URL('./', document.baseURI).href) await r.unregister();
    }
  } catch { /* no cache, no worker: nothing to empty */ }
  const words = async (code) => {
    const inPage = document.getElementById('plateaux-words');
    if (inPage) return JSON.parse(inPage.textContent)[code]?.shell;
    const answer = await fetch(new URL(`pkg/lang/${code}/shell.json`, document.baseURI), { cache: 'reload' });
    return answer.ok ? answer.json() : null;
  };
  let text = null;
  for (const code of [...(navigator.languages ?? []).map((l) => l.split('-')[0]), 'fr']) {
    try { text = (await words(code))?.['boot.failed']; } catch { /* the next language */ }
    if (text) break;
  }
  $('#status').textContent = text ?? 'Le jeu n’a pas pu démarrer : rechargez la page. / The game could not start: reload the page.';
}

main().catch(bootFailed);
