import SwiftUI

enum CheckoutBuilder {
    static func build(market: MarketClient) -> some View {
        let interactor = CheckoutInteractor(market: market)
        let presenter = CheckoutPresenter(interactor: interactor)
        return CheckoutView(presenter: presenter)
    }
}

struct CheckoutView: View {
    @ObservedObject var presenter: CheckoutPresenter

    var body: some View {
        Form {
            Picker("Pickup", selection: $presenter.slot) {
                ForEach(presenter.slots, id: \.self) { Text($0).tag(Optional($0)) }
            }
            .pickerStyle(.inline)
            if let error = presenter.errorMessage {
                Text(error).foregroundStyle(.red)
            }
            Button("Place order") {
                Task { await presenter.didTapPlaceOrder() }
            }
            .disabled(presenter.slot == nil)
        }
        .navigationTitle("Checkout")
        .task { await presenter.load() }
        .modifier(OrderReceiptCover(order: $presenter.placedOrder))
    }
}

@MainActor
final class CheckoutPresenter: ObservableObject {
    @Published private(set) var slots: [String] = []
    @Published var slot: String?
    @Published var placedOrder: PlacedOrder?
    @Published private(set) var errorMessage: String?

    private let interactor: CheckoutInteractor

    init(interactor: CheckoutInteractor) {
        self.interactor = interactor
    }

    func load() async {
        slots = await interactor.slots()
    }

    func didTapPlaceOrder() async {
        guard let slot else { return }
        do {
            placedOrder = try await interactor.order(slot: slot)
        } catch {
            errorMessage = "The stall could not take your order. Try another slot."
        }
    }
}

final class CheckoutInteractor {
    private let market: MarketClient

    init(market: MarketClient) {
        self.market = market
    }

    func slots() async -> [String] {
        await market.pickupSlots()
    }

    func order(slot: String) async throws -> PlacedOrder {
        try await market.placeOrder(slot: slot)
    }
}
