// The review report: draws each case as it scrolls into view, filters the cases (keeping
// the filters in the URL), shows each string's key, locale and file on hover and focus, and
// moves between cases from the keyboard. Everything it draws comes from cases.js, whose HTML
// the renderer escaped; text it adds itself goes in as textContent.
(function () {
  'use strict';
  var started = performance.now();
  var data = window.SF_REVIEW || { cases: {}, sources: {} };
  var articles = Array.prototype.slice.call(document.querySelectorAll('article[data-case]'));
  var sections = Array.prototype.slice.call(document.querySelectorAll('section.group'));
  var form = document.getElementById('filters');
  var selects = Array.prototype.slice.call(form.querySelectorAll('select'));
  var shown = document.getElementById('shown');
  var tip = document.getElementById('tip');
  var LINE_PX = 14 * 1.3;

  // Room for a case before it is drawn, so the page's length and the scroll bar are right.
  articles.forEach(function (article) {
    var lines = Number(article.dataset.lines) || 1;
    var rows = article.dataset.status === 'differ' ? lines * 2 + 4 : lines;
    article.querySelector('.body').style.minHeight = Math.round(rows * LINE_PX + 16) + 'px';
  });

  // Plain text, as the approved files hold it, in the theme's screen, with changed lines marked.
  function textScreen(text, theme, changed) {
    var screen = document.createElement('div');
    screen.className = 'sf-screen';
    screen.dataset.theme = theme;
    screen.dir = 'ltr';
    var lines = (text || '').split('\n');
    if (lines.length && lines[lines.length - 1] === '') lines.pop();
    var marks = new Set(changed || []);
    lines.forEach(function (line, index) {
      var div = document.createElement('div');
      div.className = marks.has(index) ? 'l chg' : 'l';
      div.textContent = line;
      screen.appendChild(div);
    });
    screen.style.setProperty('--w', String(data.width || 44));
    return screen;
  }

  function figure(caption, content) {
    var figure = document.createElement('figure');
    var label = document.createElement('figcaption');
    label.textContent = caption;
    figure.appendChild(label);
    if (typeof content === 'string') figure.insertAdjacentHTML('beforeend', content);
    else figure.appendChild(content);
    return figure;
  }

  function diffBlock(diff) {
    var details = document.createElement('details');
    details.open = true;
    var summary = document.createElement('summary');
    summary.textContent = 'Unified diff';
    var pre = document.createElement('pre');
    pre.className = 'diff';
    (diff || '').split('\n').forEach(function (line) {
      var span = document.createElement('span');
      var first = line.charAt(0);
      if (line.indexOf('@@') === 0) span.className = 'hunk';
      else if (first === '+' && line.indexOf('+++') !== 0) span.className = 'add';
      else if (first === '-' && line.indexOf('---') !== 0) span.className = 'del';
      span.textContent = line + '\n';
      pre.appendChild(span);
    });
    details.appendChild(summary);
    details.appendChild(pre);
    return details;
  }

  function note(text) {
    var p = document.createElement('p');
    p.className = 'note';
    p.textContent = text;
    return p;
  }

  function draw(article) {
    if (article.dataset.drawn) return;
    article.dataset.drawn = 'true';
    var item = data.cases[article.dataset.case] || {};
    var body = article.querySelector('.body');
    var status = article.dataset.status;
    if (status === 'differ') {
      var compare = document.createElement('div');
      compare.className = 'compare';
      compare.appendChild(figure('Approved', textScreen(item.a, article.dataset.screenTheme, item.o)));
      var current = figure('Current', item.h || '');
      var lines = current.querySelectorAll('.sf-screen > .l');
      (item.n || []).forEach(function (index) { if (lines[index]) lines[index].classList.add('chg'); });
      compare.appendChild(current);
      body.appendChild(compare);
      body.appendChild(diffBlock(item.d));
    } else if (status === 'stale') {
      body.appendChild(note('No case renders this approved file any more; run storefinder review --approve to remove it.'));
      body.appendChild(figure('Approved', textScreen(item.a, article.dataset.screenTheme, [])));
    } else {
      if (status === 'new') body.appendChild(note('No approved file yet; run storefinder review --approve to accept it.'));
      body.insertAdjacentHTML('beforeend', item.h || '');
    }
    body.style.minHeight = '';
    Array.prototype.forEach.call(body.querySelectorAll('[data-k]'), function (span) { span.tabIndex = -1; });
  }

  var observer = 'IntersectionObserver' in window ? new IntersectionObserver(function (entries) {
    entries.forEach(function (entry) {
      if (entry.isIntersecting) { draw(entry.target); observer.unobserve(entry.target); }
    });
  }, { rootMargin: '800px 0px' }) : null;
  articles.forEach(function (article) { if (observer) observer.observe(article); else draw(article); });

  // Filters: each select narrows by one attribute of the articles; the URL keeps the choice.
  function filter() {
    var wanted = selects.filter(function (select) { return select.value; });
    var count = 0;
    articles.forEach(function (article) {
      var show = wanted.every(function (select) { return article.dataset[select.name] === select.value; });
      article.hidden = !show;
      if (show) count += 1;
    });
    sections.forEach(function (section) { section.hidden = !section.querySelector('article.case:not([hidden])'); });
    shown.textContent = 'Showing ' + count + ' of ' + articles.length + ' cases';
  }

  function filterHash() {
    var params = new URLSearchParams();
    selects.forEach(function (select) { if (select.value) params.set(select.name, select.value); });
    var query = params.toString();
    return query ? '#?' + query : '';
  }

  function setHash(hash) {
    var url = location.href.split('#')[0] + hash;
    try { history.replaceState(null, '', url); } catch (error) { location.hash = hash; }
  }

  form.addEventListener('change', function () {
    filter();
    setHash(filterHash());
  });
  form.addEventListener('submit', function (event) { event.preventDefault(); });

  // The URL: `#?screen=list&locale=ru` filters; `#theme/appearance/locale/screen--subject` is a case.
  function follow() {
    var hash = decodeURIComponent(location.hash.slice(1));
    if (hash.charAt(0) === '?') {
      var params = new URLSearchParams(hash.slice(1));
      selects.forEach(function (select) { select.value = params.get(select.name) || ''; });
      filter();
      return;
    }
    filter();
    var target = hash ? document.getElementById(hash) : null;
    if (!target || !target.matches('article.case')) return;
    if (target.hidden) {
      selects.forEach(function (select) { select.value = ''; });
      filter();
    }
    draw(target);
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
  }
  window.addEventListener('hashchange', follow);

  // Provenance: which key, locale and file:line produced a string.
  function tableLocale(locale) {
    var match = /\(pseudo of ([^)]+)\)/.exec(locale || '');
    return match ? match[1] : locale;
  }
  function describe(span) {
    var locale = span.dataset.l || '';
    var table = data.sources[tableLocale(locale)] || {};
    return (span.dataset.k || '').split(' + ').map(function (key) {
      return [key, locale, table[key]].filter(Boolean).join(' · ');
    }).join('\n');
  }
  function showTip(span) {
    tip.textContent = describe(span);
    tip.hidden = false;
    var box = span.getBoundingClientRect();
    tip.style.left = Math.max(4, box.left + window.scrollX) + 'px';
    tip.style.top = (box.bottom + window.scrollY + 4) + 'px';
    span.setAttribute('aria-describedby', 'tip');
  }
  function hideTip() { tip.hidden = true; }
  document.addEventListener('mouseover', function (event) {
    var span = event.target.closest && event.target.closest('.sf-screen [data-k]');
    if (span) showTip(span); else if (!(document.activeElement && document.activeElement.matches('[data-k]'))) hideTip();
  });
  document.addEventListener('focusin', function (event) {
    if (event.target.matches('.sf-screen [data-k]')) showTip(event.target); else hideTip();
  });

  // Keyboard: j and k move between the cases shown, Enter enters a case's strings, arrows
  // move among them, Escape returns to the case, / goes to the filters.
  function move(from, step) {
    var visible = articles.filter(function (article) { return !article.hidden; });
    if (!visible.length) return;
    var index = from ? visible.indexOf(from) : -1;
    var next = visible[Math.max(0, Math.min(visible.length - 1, index + step))];
    draw(next);
    next.focus({ preventScroll: true });
    next.scrollIntoView({ block: 'nearest' });
  }
  document.addEventListener('keydown', function (event) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    var target = event.target;
    if (target.matches && target.matches('select, input, textarea')) return;
    var article = target.closest ? target.closest('article.case') : null;
    if (event.key === '/') { event.preventDefault(); selects[0].focus(); return; }
    if (event.key === 'j' || event.key === 'k') { event.preventDefault(); move(article, event.key === 'j' ? 1 : -1); return; }
    if (!article) return;
    var strings = Array.prototype.slice.call(article.querySelectorAll('.sf-screen [data-k]'));
    if (target === article && event.key === 'Enter') {
      draw(article);
      strings = Array.prototype.slice.call(article.querySelectorAll('.sf-screen [data-k]'));
      if (strings.length) { event.preventDefault(); strings[0].focus(); }
      return;
    }
    var at = strings.indexOf(target);
    if (at < 0) return;
    if (event.key === 'Escape') { event.preventDefault(); hideTip(); article.focus(); return; }
    var step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    strings[(at + step + strings.length) % strings.length].focus();
  });

  follow();
  document.documentElement.dataset.ready = 'true';
  document.documentElement.dataset.setupMs = String(Math.round(performance.now() - started));
})();
