import SwiftUI

enum RecordDetailBuilder {
    static func build(record: Record, catalog: RecordCatalog) -> some View {
        let interactor = RecordDetailInteractor(catalog: catalog)
        let presenter = RecordDetailPresenter(record: record, interactor: interactor)
        return RecordDetailView(presenter: presenter)
    }
}

struct RecordDetailView: View {
    @ObservedObject var presenter: RecordDetailPresenter

    var body: some View {
        Form {
            LabeledContent("Artist", value: presenter.record.artist)
            LabeledContent("Label", value: presenter.record.label)
            LabeledContent("Year", value: String(presenter.record.year))
            LabeledContent("Condition", value: presenter.record.condition)
            LabeledContent("Price") {
                Text(presenter.record.price, format: .currency(code: "GBP"))
            }
            Button(presenter.isOnHold ? "On hold for you" : "Hold at the counter") {
                Task { await presenter.hold() }
            }
            .disabled(presenter.isOnHold)
        }
        .navigationTitle(presenter.record.title)
    }
}

@MainActor
final class RecordDetailPresenter: ObservableObject {
    let record: Record
    @Published private(set) var isOnHold = false

    private let interactor: RecordDetailInteractor

    init(record: Record, interactor: RecordDetailInteractor) {
        self.record = record
        self.interactor = interactor
    }

    func hold() async {
        await interactor.hold(record)
        isOnHold = true
    }
}

final class RecordDetailInteractor {
    private let catalog: RecordCatalog

    init(catalog: RecordCatalog) {
        self.catalog = catalog
    }

    func hold(_ record: Record) async {
        await catalog.putOnHold(record)
    }
}
