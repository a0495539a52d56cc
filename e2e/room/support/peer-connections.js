// Collects every RTCPeerConnection the page makes, so a test can read getStats() of each (framesDecoded
// per inbound video): added to every page of the room's journeys before any of its scripts run.
(() => {
  const Original = window.RTCPeerConnection;
  if (!Original || window.__roomPeers) return;
  window.__roomPeers = [];
  class Collected extends Original {
    constructor(...args) {
      super(...args);
      window.__roomPeers.push(this);
    }
  }
  window.RTCPeerConnection = Collected;
  if (window.webkitRTCPeerConnection) window.webkitRTCPeerConnection = Collected;
})();
