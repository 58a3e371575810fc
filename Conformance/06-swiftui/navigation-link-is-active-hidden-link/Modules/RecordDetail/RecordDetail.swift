import SwiftUI

// MARK: - Builder

enum RecordDetailBuilder {
    @MainActor
    static func build(record: Record, shop: RecordShop) -> some View {
        let interactor = RecordDetailInteractor(shop: shop)
        let presenter = RecordDetailPresenter(record: record, interactor: interactor)
        return RecordDetailView(presenter: presenter)
    }
}

// MARK: - View

struct RecordDetailView: View {
    @ObservedObject var presenter: RecordDetailPresenter

    var body: some View {
        Form {
            LabeledContent("Artist", value: presenter.record.artist)
            LabeledContent("Pressing", value: presenter.record.pressing)
            LabeledContent("Catalogue no.", value: presenter.record.id)
            Button(presenter.isInBasket ? "In your basket" : "Add to basket") {
                presenter.didTapAdd()
            }
            .disabled(presenter.isInBasket)
        }
        .navigationTitle(presenter.record.title)
    }
}

// MARK: - Presenter

@MainActor
final class RecordDetailPresenter: ObservableObject {
    let record: Record
    @Published private(set) var isInBasket = false

    private let interactor: RecordDetailInteractor

    init(record: Record, interactor: RecordDetailInteractor) {
        self.record = record
        self.interactor = interactor
    }

    func didTapAdd() {
        interactor.addToBasket(record)
        isInBasket = true
    }
}

// MARK: - Interactor

final class RecordDetailInteractor {
    private let shop: RecordShop

    init(shop: RecordShop) {
        self.shop = shop
    }

    func addToBasket(_ record: Record) {
        shop.add(record)
    }
}
