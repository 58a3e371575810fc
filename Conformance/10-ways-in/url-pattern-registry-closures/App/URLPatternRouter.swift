//
//  URLPatternRouter.swift
//  Encore
//

import Foundation

/// Matches `scheme://first/second/...` against registered patterns such as `gig/:gigId`;
/// `:name` segments are handed to the handler as parameters.
final class URLPatternRouter {
    typealias Handler = (_ parameters: [String: String]) -> Bool

    private struct Route {
        let segments: [String]
        let handler: Handler
    }

    private let scheme: String
    private var routes: [Route] = []

    init(scheme: String) {
        self.scheme = scheme
    }

    func register(_ pattern: String, handler: @escaping Handler) {
        routes.append(Route(segments: pattern.split(separator: "/").map(String.init), handler: handler))
    }

    @discardableResult
    func open(_ url: URL) -> Bool {
        guard url.scheme == scheme, let host = url.host else { return false }
        let segments = [host] + url.pathComponents.filter { $0 != "/" }
        for route in routes {
            if let parameters = match(route.segments, against: segments) {
                return route.handler(parameters)
            }
        }
        return false
    }

    private func match(_ pattern: [String], against segments: [String]) -> [String: String]? {
        guard pattern.count == segments.count else { return nil }
        var parameters: [String: String] = [:]
        for (expected, actual) in zip(pattern, segments) {
            if expected.hasPrefix(":") {
                parameters[String(expected.dropFirst())] = actual
            } else if expected != actual {
                return nil
            }
        }
        return parameters
    }
}
