//
//  DeepLinkParser.swift
//  Tentpeg
//

import Foundation

enum DeepLinkRoute: Equatable {
    case campground(id: String)
    case booking(pitch: String, nights: Int)
}

/// tentpeg://campground?id=<id>
/// tentpeg://book?pitch=<pitch>[&nights=<n>]
struct DeepLinkParser {
    func route(from url: URL) -> DeepLinkRoute? {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
              components.scheme == "tentpeg" else { return nil }
        var query: [String: String] = [:]
        for item in components.queryItems ?? [] {
            query[item.name] = item.value
        }

        switch components.host {
        case "campground":
            guard let id = query["id"], !id.isEmpty else { return nil }
            return .campground(id: id)
        case "book":
            guard let pitch = query["pitch"] else { return nil }
            let nights = query["nights"].flatMap(Int.init) ?? 1
            return .booking(pitch: pitch, nights: max(nights, 1))
        default:
            return nil
        }
    }
}
