// teacher/page.js — the teacher's pages, opened by the link's `build` (main.js loads this module only
// then): 1 the lesson builder, work the worksheet, answers the answer sheet, class the class view;
// the last three with a lesson's link (?lesson=…). The page's words are in the link's language;
// teacher.css lays them out on screen and, for the sheets, on A4.
import './teacher.css';
import { el } from '../view/ui.js';
import { t } from '../words/i18n.js';
import { builder } from './builder.js';
import { sheet } from './sheets.js';
import { classView } from './class_view.js';
import { readLesson } from './lesson.js';

// root: the page's #app; state: the page's settings; worker: the core's (pool.js); recipe: the core's constants.
export function startTeacher(root, { state, worker, recipe = null }) {
  document.body.classList.add('teacher', `teacher-${state.build === '1' ? 'builder' : state.build}`);
  document.title = `makemore-lab — ${t(state.build === '1' ? 'teacher.builder.title' : state.build === 'class' ? 'teacher.class.title' : state.build === 'work' ? 'teacher.sheet.work' : 'teacher.sheet.answers')}`;
  const lesson = readLesson(location.search);
  let view;
  if (state.build === '1') view = builder(state, { recipe });
  else if (!lesson) view = el('p', { class: 'error', role: 'alert', 'data-key': 'no-lesson', text: t('teacher.class.noLesson') });
  else if (state.build === 'class') view = classView(state, worker);
  else view = sheet(lesson, state, state.build, worker);
  root.replaceChildren(el('main', { class: 'teacher-page', id: 'main' }, view));
  window.__mmReady.teacher = true;
}
