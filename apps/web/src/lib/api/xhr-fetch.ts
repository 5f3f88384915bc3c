/**
 * A `fetch` for ky that sends the request with XMLHttpRequest, because fetch cannot report
 * upload progress over HTTP/1.1. The body is the FormData given here (the browser writes the
 * multipart boundary itself), or that form already encoded (compressed) with its own `headers`;
 * method, URL, the other headers and abort signal come from ky's request.
 */
export const xhrFetch =
  (
    body: FormData | Blob,
    onProgress: (fraction: number) => void,
    headers: Record<string, string> = {},
  ) =>
  (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      request.headers.forEach((value, name) => {
        // ky's content type carries its own multipart boundary, not the one sent here.
        if (name.toLowerCase() !== 'content-type') xhr.setRequestHeader(name, value);
      });
      for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
      xhr.responseType = 'blob';
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
      xhr.onload = () => {
        const headers = new Headers();
        for (const line of xhr
          .getAllResponseHeaders()
          .trim()
          .split(/[\r\n]+/)) {
          const colon = line.indexOf(':');
          if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
        }
        const empty = xhr.status === 204 || xhr.status === 205 || xhr.status === 304;
        resolve(
          new Response(empty ? null : (xhr.response as Blob), {
            status: xhr.status,
            statusText: xhr.statusText,
            headers,
          }),
        );
      };
      xhr.onerror = () => reject(new TypeError('Network request failed'));
      xhr.onabort = () => reject(new DOMException('The upload was aborted.', 'AbortError'));
      const { signal } = request;
      if (signal.aborted) {
        xhr.abort();
        return;
      }
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(body);
    });
  };
