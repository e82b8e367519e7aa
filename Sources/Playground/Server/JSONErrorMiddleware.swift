import Hummingbird

/// Every error the router or a route throws (no such page, a method a path
/// does not take, a body that cannot be read) answered as the API's JSON
/// error with its status, never as an HTML page or a dropped connection.
struct JSONErrorMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as HTTPError {
            let message = error.body ?? "\(error.status.reasonPhrase): \(request.method) \(request.uri.path)"
            return PlaygroundServer.json(status: error.status.code, APIError.json(status: error.status.code, message: message))
        } catch {
            return PlaygroundServer.json(APIError(.internalServerError, "the request failed: \(error)"))
        }
    }
}
