// The offline stand-in player's script (preview/handlers/video-embeds.ts): it plays the page's local
// clip and obeys the commands themes post to an embedded player, as YouTube's IFrame API
// (`{"event":"command","func":"playVideo"|"pauseVideo"}`) and Vimeo's player API
// (`{"method":"play"|"pause"}`) document them, so a theme that pauses a video when its slide goes
// out of view works as it does online.

const video = document.querySelector('video');

function command(data: unknown): string | undefined {
  let message = data;
  if (typeof message === 'string') {
    try {
      message = JSON.parse(message);
    } catch {
      return undefined;
    }
  }
  if (!message || typeof message !== 'object') return undefined;
  const { func, method } = message as { func?: unknown; method?: unknown };
  const name = typeof func === 'string' ? func : typeof method === 'string' ? method : '';
  if (/^(playVideo|play)$/.test(name)) return 'play';
  if (/^(pauseVideo|stopVideo|pause|unload)$/.test(name)) return 'pause';
  if (/^(mute|unMute)$/.test(name)) return name;
  return undefined;
}

window.addEventListener('message', (event) => {
  if (!video) return;
  const action = command(event.data);
  if (action === 'play') void video.play().catch(() => {});
  else if (action === 'pause') video.pause();
  else if (action === 'mute') video.muted = true;
  else if (action === 'unMute') video.muted = false;
});

export {};
