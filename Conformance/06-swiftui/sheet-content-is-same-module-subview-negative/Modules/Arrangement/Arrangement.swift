import SwiftUI

enum ArrangementBuilder {
    static func build(bouquet: Bouquet) -> some View {
        let interactor = ArrangementInteractor(api: .shared)
        let presenter = ArrangementPresenter(bouquet: bouquet, interactor: interactor)
        return ArrangementView(presenter: presenter)
    }
}

struct ArrangementView: View {
    @ObservedObject var presenter: ArrangementPresenter

    var body: some View {
        Form {
            Section("Stems") {
                ForEach(presenter.bouquet.stems, id: \.self) { Text($0) }
            }
            Section("Delivery") {
                DatePicker("Deliver on", selection: $presenter.deliveryDate, in: Date.now..., displayedComponents: .date)
                TextField("Card message", text: $presenter.message, axis: .vertical)
                    .lineLimit(3...5)
            }
            Button(presenter.isOrdered ? "Ordered" : "Order for \(presenter.priceText)") {
                Task { await presenter.order() }
            }
            .disabled(presenter.isOrdered)
        }
        .navigationTitle(presenter.bouquet.name)
    }
}

@MainActor
final class ArrangementPresenter: ObservableObject {
    let bouquet: Bouquet
    @Published var deliveryDate = Date.now.addingTimeInterval(86_400)
    @Published var message = ""
    @Published private(set) var isOrdered = false

    private let interactor: ArrangementInteractor

    init(bouquet: Bouquet, interactor: ArrangementInteractor) {
        self.bouquet = bouquet
        self.interactor = interactor
    }

    var priceText: String {
        bouquet.price.formatted(.currency(code: "GBP"))
    }

    func order() async {
        isOrdered = await interactor.order(bouquet, on: deliveryDate, message: message)
    }
}

final class ArrangementInteractor {
    private let api: FloristAPI

    init(api: FloristAPI) {
        self.api = api
    }

    func order(_ bouquet: Bouquet, on date: Date, message: String) async -> Bool {
        (try? await api.order(bouquetID: bouquet.id, deliveryDate: date, message: message)) != nil
    }
}
