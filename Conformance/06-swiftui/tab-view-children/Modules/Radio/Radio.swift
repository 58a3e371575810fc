import SwiftUI

enum RadioBuilder {
    static func build(player: AudioPlayerService) -> some View {
        let interactor = RadioInteractor(player: player)
        let presenter = RadioPresenter(interactor: interactor)
        return RadioScreen(presenter: presenter)
    }
}

struct RadioScreen: View {
    @ObservedObject var presenter: RadioPresenter

    var body: some View {
        NavigationStack {
            List(presenter.stations) { station in
                Button(station.name) { presenter.tune(to: station) }
            }
            .navigationTitle("Radio")
            .task { await presenter.load() }
        }
    }
}

@MainActor
final class RadioPresenter: ObservableObject {
    @Published private(set) var stations: [Station] = []

    private let interactor: RadioInteractor

    init(interactor: RadioInteractor) {
        self.interactor = interactor
    }

    func load() async {
        stations = await interactor.stations()
    }

    func tune(to station: Station) {
        interactor.tune(to: station)
    }
}

final class RadioInteractor {
    private let player: AudioPlayerService

    init(player: AudioPlayerService) {
        self.player = player
    }

    func stations() async -> [Station] {
        await player.stations()
    }

    func tune(to station: Station) {
        player.tune(to: station)
    }
}
