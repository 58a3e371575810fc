import SwiftUI

enum DeparturesBuilder {
    static func build(stop: String, network: TransitNetwork) -> some View {
        let interactor = DeparturesInteractor(network: network)
        let presenter = DeparturesPresenter(stop: stop, interactor: interactor)
        return DeparturesView(presenter: presenter)
    }
}

struct DeparturesView: View {
    @ObservedObject var presenter: DeparturesPresenter

    var body: some View {
        NavigationStack {
            List(presenter.departures) { departure in
                HStack {
                    Text(departure.line)
                        .font(.headline.monospacedDigit())
                        .frame(width: 36)
                    Text(departure.destination)
                    Spacer()
                    Text(presenter.countdown(for: departure))
                        .foregroundStyle(departure.minutes < 3 ? .red : .secondary)
                }
            }
            .navigationTitle(presenter.stop)
            .refreshable { await presenter.load() }
            .task { await presenter.load() }
        }
    }
}

@MainActor
final class DeparturesPresenter: ObservableObject {
    let stop: String
    @Published private(set) var departures: [Departure] = []

    private let interactor: DeparturesInteractor

    init(stop: String, interactor: DeparturesInteractor) {
        self.stop = stop
        self.interactor = interactor
    }

    func load() async {
        departures = await interactor.departures(from: stop)
    }

    func countdown(for departure: Departure) -> String {
        departure.minutes == 0 ? "now" : "\(departure.minutes) min"
    }
}

final class DeparturesInteractor {
    private let network: TransitNetwork

    init(network: TransitNetwork) {
        self.network = network
    }

    func departures(from stop: String) async -> [Departure] {
        await network.departures(from: stop).sorted { $0.minutes < $1.minutes }
    }
}
