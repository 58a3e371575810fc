import SwiftUI

enum WarrantyBuilder {
    static func build(vehicle: Vehicle, garage: GarageStore) -> some View {
        let interactor = WarrantyInteractor(garage: garage)
        let presenter = WarrantyPresenter(vehicle: vehicle, interactor: interactor)
        return WarrantyView(presenter: presenter)
    }
}

struct WarrantyView: View {
    @ObservedObject var presenter: WarrantyPresenter

    var body: some View {
        Group {
            if let cover = presenter.cover {
                List {
                    LabeledContent("Provider", value: cover.provider)
                    LabeledContent("Expires", value: cover.expires.formatted(date: .long, time: .omitted))
                    Section("Covered") {
                        ForEach(cover.coveredParts, id: \.self) { Text($0) }
                    }
                }
            } else {
                ContentUnavailableView("No warranty on file", systemImage: "shield.slash")
            }
        }
        .navigationTitle("Warranty")
        .task { await presenter.load() }
    }
}

@MainActor
final class WarrantyPresenter: ObservableObject {
    let vehicle: Vehicle
    @Published private(set) var cover: WarrantyCover?

    private let interactor: WarrantyInteractor

    init(vehicle: Vehicle, interactor: WarrantyInteractor) {
        self.vehicle = vehicle
        self.interactor = interactor
    }

    func load() async {
        cover = await interactor.cover(for: vehicle)
    }
}

final class WarrantyInteractor {
    private let garage: GarageStore

    init(garage: GarageStore) {
        self.garage = garage
    }

    func cover(for vehicle: Vehicle) async -> WarrantyCover? {
        await garage.warranty(of: vehicle)
    }
}
