import SwiftUI

// MARK: - Builder

enum DrinksBuilder {
    @MainActor
    static func build(cafe: CafeService) -> some View {
        DrinksView(presenter: DrinksPresenter(interactor: DrinksInteractor(cafe: cafe)))
    }
}

// MARK: - View

struct DrinksView: View {
    @ObservedObject var presenter: DrinksPresenter

    var body: some View {
        NavigationStack {
            List(presenter.drinks) { drink in
                HStack {
                    Text(drink.name)
                    Spacer()
                    Button {
                        Task { await presenter.didTapOrder(drink) }
                    } label: {
                        Text(drink.price, format: .currency(code: "EUR"))
                    }
                    .buttonStyle(.bordered)
                }
            }
            .navigationTitle("Menu")
            .safeAreaInset(edge: .bottom) {
                if let placed = presenter.lastOrderID {
                    Text("Order \(placed) sent to the bar").padding().background(.thinMaterial)
                }
            }
            .task { await presenter.load() }
        }
    }
}

// MARK: - Presenter

@MainActor
final class DrinksPresenter: ObservableObject {
    @Published private(set) var drinks: [Drink] = []
    @Published private(set) var lastOrderID: String?

    private let interactor: DrinksInteractor

    init(interactor: DrinksInteractor) {
        self.interactor = interactor
    }

    func load() async {
        drinks = await interactor.menu()
    }

    func didTapOrder(_ drink: Drink) async {
        lastOrderID = await interactor.order(drink)?.id
    }
}

// MARK: - Interactor

final class DrinksInteractor {
    private let cafe: CafeService

    init(cafe: CafeService) {
        self.cafe = cafe
    }

    func menu() async -> [Drink] {
        await cafe.menu()
    }

    func order(_ drink: Drink) async -> CafeOrder? {
        try? await cafe.order(drink)
    }
}
