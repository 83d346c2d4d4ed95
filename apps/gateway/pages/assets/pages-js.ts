/**
 * The pages' one script, served by the gateway at /assets/pages.js (the CSP allows scripts from
 * 'self' only: no inline script, no eval). Everything it does is an enhancement: the day page reads
 * fully without it. It (1) moves the timeline's "now" marker, (2) sends a comment: fetches a challenge,
 * solves the proof of work with Web Crypto (SHA-256 with difficulty_bits leading zero bits), posts to
 * /panchang/comments, (3) runs the dashboard: profiles and places in localStorage only, today's tara
 * bala / chandra bala per profile and the upcoming vrats from the public API. Text from the API is put
 * into the page with textContent, never as HTML.
 */
export const PAGES_JS = String.raw`(function () {
  'use strict';

  function el(tag, text, cls) {
    var e = document.createElement(tag);
    if (text !== undefined && text !== null) e.textContent = String(text);
    if (cls) e.className = cls;
    return e;
  }

  // (1) the "now" marker of the timeline: x = left + (now - start) / (end - start) * width
  function moveNow() {
    var svg = document.getElementById('timeline-svg');
    var marker = document.getElementById('now-marker');
    if (!svg || !marker) return;
    var start = Number(svg.getAttribute('data-start-ms'));
    var end = Number(svg.getAttribute('data-end-ms'));
    var left = Number(svg.getAttribute('data-left'));
    var width = Number(svg.getAttribute('data-width'));
    var now = Date.now();
    if (!(end > start) || now < start || now > end) {
      marker.setAttribute('visibility', 'hidden');
      return;
    }
    var x = left + ((now - start) / (end - start)) * width;
    marker.setAttribute('transform', 'translate(' + x.toFixed(1) + ',0)');
    marker.setAttribute('visibility', 'visible');
  }

  // (2) comments: the challenge's proof of work, then the POST
  function zeroBits(bytes) {
    var n = 0;
    for (var i = 0; i < bytes.length; i++) {
      if (bytes[i] === 0) { n += 8; continue; }
      return n + Math.clz32(bytes[i]) - 24;
    }
    return n;
  }

  async function solve(challenge, bits) {
    var enc = new TextEncoder();
    for (var i = 0; i < 4000000; i++) {
      var s = 's' + i;
      var d = new Uint8Array(await crypto.subtle.digest('SHA-256', enc.encode(challenge + ':' + s)));
      if (zeroBits(d) >= bits) return s;
    }
    throw new Error('no solution found');
  }

  function setupComments() {
    var form = document.getElementById('comment-form');
    if (!form || !window.crypto || !crypto.subtle) return;
    form.hidden = false;
    var status = document.getElementById('comment-status');
    form.addEventListener('submit', async function (ev) {
      ev.preventDefault();
      var button = form.querySelector('button');
      button.disabled = true;
      status.textContent = form.getAttribute('data-working');
      try {
        var ch = await (await fetch('/api/v1/comments/challenge', { headers: { accept: 'application/json' } })).json();
        var solution = await solve(ch.challenge, ch.difficulty_bits);
        var body = { page_key: form.getAttribute('data-page-key'), body: form.elements.body.value, challenge: ch.challenge, solution: solution };
        var name = form.elements.display_name.value.trim();
        if (name) body.display_name = name;
        var r = await fetch('/panchang/comments', {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(body),
        });
        var reply = await r.json();
        if (r.status === 202) {
          status.textContent = form.getAttribute('data-thanks');
          status.setAttribute('data-comment-id', reply.id);
          form.reset();
        } else {
          var d = reply.detail;
          status.textContent = Array.isArray(d) ? d.map(function (x) { return x.msg; }).join('; ') : (d && (d.message || d.code)) || ('HTTP ' + r.status);
        }
      } catch (e) {
        status.textContent = String(e && e.message ? e.message : e);
      } finally {
        button.disabled = false;
      }
    });
  }

  // (3) the dashboard: localStorage only; the API sees a profile only when it computes for it
  var STORE = 'pj.dashboard.v1';
  function load() {
    try { return JSON.parse(localStorage.getItem(STORE) || '{}'); } catch (e) { return {}; }
  }
  function save(s) { localStorage.setItem(STORE, JSON.stringify(s)); }

  async function getJson(url) {
    var r = await fetch(url, { headers: { accept: 'application/json' } });
    var body = await r.json();
    if (!r.ok) throw new Error((body.detail && (body.detail.code || (body.detail[0] && body.detail[0].msg))) || ('HTTP ' + r.status));
    return body;
  }

  function placeQuery(p) {
    return 'lat=' + encodeURIComponent(p.lat) + '&lng=' + encodeURIComponent(p.lng) + (p.tz ? '&tz=' + encodeURIComponent(p.tz) : '');
  }

  async function renderProfile(root, profile, place, date) {
    var card = el('section', null, 'card');
    card.setAttribute('aria-label', profile.name);
    card.appendChild(el('h3', profile.name));
    var dl = el('dl', null, 'facts');
    card.appendChild(dl);
    root.appendChild(card);
    function fact(k, v) { dl.appendChild(el('dt', k)); dl.appendChild(el('dd', v)); }
    var q = placeQuery(place) + '&date=' + encodeURIComponent(date);
    try {
      var tara = await getJson('/panchang/tarabalam?' + q + '&natal_nakshatra_idx=' + profile.nakshatra);
      var cb = await getJson('/panchang/chandrabalam?' + q + '&natal_moon_rashi_idx=' + profile.rashi);
      fact('Tara bala', describe(tara.personal));
      fact('Chandra bala', describe(cb.personal));
    } catch (e) {
      fact('Error', e.message);
    }
  }

  // personal.spans of /panchang/tarabalam (tara per nakshatra span) or /panchang/chandrabalam (house per Moon sign)
  function describe(personal) {
    if (!personal || !Array.isArray(personal.spans)) return '—';
    return personal.spans.map(function (s) {
      var what = s.tara ? s.nakshatra.name + ': ' + s.tara.name + ' (' + s.tara.quality + ')' : s.moonsign.name + ': ' + s.house + ' (' + s.quality + ')';
      return what + ' → ' + String(s.end).slice(11, 16);
    }).join('; ');
  }

  async function renderUpcoming(root, place, date) {
    root.textContent = '';
    try {
      var v = await getJson('/panchang/vrats?' + placeQuery(place) + '&from_date=' + date + '&days=31');
      var list = el('ul', null, 'festivals');
      (v.observances || []).slice(0, 12).forEach(function (o) {
        list.appendChild(el('li', o.date + ' — ' + o.name));
      });
      root.appendChild(list);
    } catch (e) {
      root.appendChild(el('p', e.message));
    }
  }

  function setupDashboard() {
    var root = document.getElementById('dashboard');
    if (!root) return;
    var state = load();
    state.places = state.places || [];
    state.profiles = state.profiles || [];
    var date = root.getAttribute('data-date');
    var place = state.places[0] || { name: root.getAttribute('data-place-name'), lat: root.getAttribute('data-lat'), lng: root.getAttribute('data-lng'), tz: root.getAttribute('data-tz') };
    var profiles = document.getElementById('profiles');
    var upcoming = document.getElementById('upcoming');
    var placesList = document.getElementById('places');
    function draw() {
      profiles.textContent = '';
      placesList.textContent = '';
      state.places.forEach(function (p) { placesList.appendChild(el('li', p.name + ' (' + p.lat + ', ' + p.lng + ')')); });
      if (!state.profiles.length) profiles.appendChild(el('p', root.getAttribute('data-empty')));
      state.profiles.forEach(function (pr) { renderProfile(profiles, pr, place, date); });
      renderUpcoming(upcoming, place, date);
    }
    var pf = document.getElementById('profile-form');
    pf.hidden = false;
    pf.addEventListener('submit', function (ev) {
      ev.preventDefault();
      state.profiles.push({ name: pf.elements.name.value || 'Profile', nakshatra: Number(pf.elements.nakshatra.value), rashi: Number(pf.elements.rashi.value) });
      save(state);
      pf.reset();
      draw();
    });
    var plf = document.getElementById('place-form');
    plf.hidden = false;
    plf.addEventListener('submit', function (ev) {
      ev.preventDefault();
      state.places.unshift({ name: plf.elements.name.value || 'Place', lat: Number(plf.elements.lat.value), lng: Number(plf.elements.lng.value), tz: plf.elements.tz.value || '' });
      save(state);
      place = state.places[0];
      plf.reset();
      draw();
    });
    var clear = document.getElementById('dashboard-clear');
    clear.hidden = false;
    clear.addEventListener('click', function () {
      localStorage.removeItem(STORE);
      state = { places: [], profiles: [] };
      draw();
    });
    draw();
  }

  function start() {
    moveNow();
    setInterval(moveNow, 30000);
    setupComments();
    setupDashboard();
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
`;
