//
//  ServicesAssembly.swift
//  Encore
//

import Foundation
import Swinject

struct ChartEntry {
    let position: Int
    let artistId: String
    let artistName: String
    let track: String
}

struct Concert {
    let id: String
    let artistName: String
    let venue: String
    let date: Date
    let priceFrom: Decimal
}

protocol MusicAPI {
    func weeklyChart(completion: @escaping ([ChartEntry]) -> Void)
    func concerts(forArtist artistId: String, completion: @escaping ([Concert]) -> Void)
    func reserve(seats: Int, for concert: Concert, completion: @escaping (Bool) -> Void)
}

final class StubMusicAPI: MusicAPI {

    func weeklyChart(completion: @escaping ([ChartEntry]) -> Void) {
        completion([
            ChartEntry(position: 1, artistId: "a-17", artistName: "The Lanterns", track: "Low Tide"),
            ChartEntry(position: 2, artistId: "a-03", artistName: "Mira Oduya", track: "Paper Moons")
        ])
    }

    func concerts(forArtist artistId: String, completion: @escaping ([Concert]) -> Void) {
        completion([Concert(id: "c-\(artistId)-1", artistName: artistId, venue: "Roundhouse", date: Date().addingTimeInterval(86_400 * 30), priceFrom: 32)])
    }

    func reserve(seats: Int, for concert: Concert, completion: @escaping (Bool) -> Void) {
        completion(seats > 0)
    }
}

final class ServicesAssembly: Assembly {

    func assemble(container: Container) {
        container.register(MusicAPI.self) { _ in
            StubMusicAPI()
        }
        .inObjectScope(.container)
    }
}
