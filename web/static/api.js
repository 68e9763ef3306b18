// The server's JSON API. Every failure becomes an ApiError carrying the server's sentence.

export class ApiError extends Error {
  constructor(message, status, code) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

async function request(method, path, body) {
  const init = { method, headers: {} };
  if (body !== undefined) {
    init.headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(body);
  }
  let response;
  try {
    response = await fetch(path, init);
  } catch (e) {
    throw new ApiError(`the server cannot be reached (${e.message})`, 0, "offline");
  }
  const data = await response.json().catch(() => null);
  if (!response.ok) {
    const message = data && data.error ? data.error : `${response.status} ${response.statusText}`;
    throw new ApiError(message, response.status, data && data.code);
  }
  return data;
}

const game = (id) => `/api/games/${encodeURIComponent(id)}`;

export const api = {
  create: (options) => request("POST", "/api/games", options),
  get: (id) => request("GET", game(id)),
  list: () => request("GET", "/api/games"),
  levels: () => request("GET", "/api/levels"),
  move: (id, move) => request("POST", `${game(id)}/move`, { move }),
  undo: (id, toPly) => request("POST", `${game(id)}/undo`, toPly === undefined ? {} : { to_ply: toPly }),
  hint: (id) => request("POST", `${game(id)}/hint`, {}),
  resign: (id) => request("POST", `${game(id)}/resign`, {}),
  draw: (id) => request("POST", `${game(id)}/draw`, {}),
  settings: (id, settings) => request("POST", `${game(id)}/settings`, settings),
  eventsUrl: (id) => `${game(id)}/events`,
  pgnUrl: (id, notation) => `${game(id)}/pgn?notation=${notation}`,
};
