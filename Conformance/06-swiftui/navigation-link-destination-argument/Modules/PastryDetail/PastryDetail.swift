import SwiftUI

enum PastryDetailBuilder {
    static func build(pastry: Pastry) -> some View {
        let interactor = PastryDetailInteractor(service: BakeryService())
        let presenter = PastryDetailPresenter(pastry: pastry, interactor: interactor)
        return PastryDetailView(presenter: presenter)
    }
}

struct PastryDetailView: View {
    @ObservedObject var presenter: PastryDetailPresenter

    var body: some View {
        Form {
            Section("Allergens") {
                ForEach(presenter.pastry.allergens, id: \.self) { allergen in
                    Text(allergen.capitalized)
                }
            }
            Button(presenter.isReserved ? "Reserved" : "Reserve one") {
                presenter.reserve()
            }
            .disabled(presenter.isReserved)
        }
        .navigationTitle(presenter.pastry.name)
    }
}

@MainActor
final class PastryDetailPresenter: ObservableObject {
    let pastry: Pastry
    @Published private(set) var isReserved = false

    private let interactor: PastryDetailInteractor

    init(pastry: Pastry, interactor: PastryDetailInteractor) {
        self.pastry = pastry
        self.interactor = interactor
    }

    func reserve() {
        Task {
            isReserved = await interactor.reserve(pastry)
        }
    }
}

final class PastryDetailInteractor {
    private let service: BakeryService

    init(service: BakeryService) {
        self.service = service
    }

    func reserve(_ pastry: Pastry) async -> Bool {
        await service.reserve(pastryID: pastry.id)
    }
}
