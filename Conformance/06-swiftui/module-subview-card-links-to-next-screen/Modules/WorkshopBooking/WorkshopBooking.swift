import SwiftUI

enum WorkshopBookingBuilder {
    @MainActor
    static func build(workshop: Workshop, api: StudioAPI) -> some View {
        let interactor = WorkshopBookingInteractor(api: api)
        let presenter = WorkshopBookingPresenter(workshop: workshop, interactor: interactor)
        return WorkshopBookingView(presenter: presenter)
    }
}

struct WorkshopBookingView: View {
    @ObservedObject var presenter: WorkshopBookingPresenter

    var body: some View {
        Form {
            Section(presenter.workshop.title) {
                TextField("Your name", text: $presenter.name)
                    .textContentType(.name)
                Stepper("Seats: \(presenter.seats)", value: $presenter.seats, in: 1...presenter.maxSeats)
                LabeledContent("Total") {
                    Text(presenter.total, format: .currency(code: "GBP"))
                }
            }
            Section {
                Button("Book") {
                    Task { await presenter.book() }
                }
                .disabled(!presenter.canBook)
                if let status = presenter.status {
                    Text(status).foregroundStyle(.secondary)
                }
            }
        }
        .navigationTitle("Book a seat")
        .navigationBarTitleDisplayMode(.inline)
    }
}

@MainActor
final class WorkshopBookingPresenter: ObservableObject {
    let workshop: Workshop
    @Published var name = ""
    @Published var seats = 1
    @Published private(set) var status: String?
    @Published private(set) var reference: String?

    private let interactor: WorkshopBookingInteractor

    init(workshop: Workshop, interactor: WorkshopBookingInteractor) {
        self.workshop = workshop
        self.interactor = interactor
    }

    var maxSeats: Int {
        max(1, workshop.seatsLeft)
    }

    var total: Decimal {
        workshop.price * Decimal(seats)
    }

    var canBook: Bool {
        !name.trimmingCharacters(in: .whitespaces).isEmpty && reference == nil
    }

    func book() async {
        reference = await interactor.book(workshop, seats: seats, name: name)
        if let reference {
            status = "Booked. Your reference is \(reference)."
        } else {
            status = "That didn't go through. Please try again."
        }
    }
}

final class WorkshopBookingInteractor {
    private let api: StudioAPI

    init(api: StudioAPI) {
        self.api = api
    }

    func book(_ workshop: Workshop, seats: Int, name: String) async -> String? {
        try? await api.book(workshopID: workshop.id, seats: seats, name: name)
    }
}
