import SwiftUI

enum DayPassBuilder {
    static func build(network: DockNetwork) -> some View {
        let interactor = DayPassInteractor(network: network)
        let presenter = DayPassPresenter(interactor: interactor)
        return DayPassView(presenter: presenter)
    }
}

struct DayPassView: View {
    @ObservedObject var presenter: DayPassPresenter

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Ride all day").font(.title2.bold())
            ForEach(presenter.offers) { offer in
                Button {
                    Task { await presenter.buy(offer) }
                } label: {
                    LabeledContent(offer.title) {
                        Text(offer.price, format: .currency(code: "EUR"))
                    }
                }
            }
            if presenter.purchased != nil {
                Label("Pass active", systemImage: "checkmark.seal")
            }
        }
        .padding()
        .task { await presenter.load() }
    }
}

@MainActor
final class DayPassPresenter: ObservableObject {
    @Published private(set) var offers: [PassOffer] = []
    @Published private(set) var purchased: PassOffer?

    private let interactor: DayPassInteractor

    init(interactor: DayPassInteractor) {
        self.interactor = interactor
    }

    func load() async {
        offers = await interactor.offers()
    }

    func buy(_ offer: PassOffer) async {
        if await interactor.buy(offer) {
            purchased = offer
        }
    }
}

final class DayPassInteractor {
    private let network: DockNetwork

    init(network: DockNetwork) {
        self.network = network
    }

    func offers() async -> [PassOffer] {
        await network.passOffers()
    }

    func buy(_ offer: PassOffer) async -> Bool {
        (try? await network.buy(offer)) != nil
    }
}
