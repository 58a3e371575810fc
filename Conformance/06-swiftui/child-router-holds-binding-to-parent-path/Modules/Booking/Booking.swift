import SwiftUI

// MARK: - Builder

enum BookingBuilder {
    @MainActor
    static func build(hut: Hut, nights: Int, directory: HutDirectory) -> some View {
        let interactor = BookingInteractor(directory: directory)
        return BookingView(presenter: BookingPresenter(hut: hut, nights: nights, interactor: interactor))
    }
}

// MARK: - View

struct BookingView: View {
    @ObservedObject var presenter: BookingPresenter

    var body: some View {
        Form {
            Section(presenter.hut.name) {
                LabeledContent("Nights", value: "\(presenter.nights)")
                Stepper("\(presenter.guests) guest(s)", value: $presenter.guests, in: 1...presenter.hut.freeBeds)
                Toggle("Half board", isOn: $presenter.halfBoard)
            }
            if let reference = presenter.reference {
                Section("Booked") {
                    Text("Reference \(reference)").font(.body.monospaced())
                }
            } else {
                Button("Confirm booking") { Task { await presenter.didConfirm() } }
            }
        }
        .navigationTitle("Booking")
    }
}

// MARK: - Presenter

@MainActor
final class BookingPresenter: ObservableObject {
    let hut: Hut
    let nights: Int
    @Published var guests = 1
    @Published var halfBoard = true
    @Published private(set) var reference: String?

    private let interactor: BookingInteractor

    init(hut: Hut, nights: Int, interactor: BookingInteractor) {
        self.hut = hut
        self.nights = nights
        self.interactor = interactor
    }

    func didConfirm() async {
        reference = await interactor.book(hut: hut, nights: nights, guests: guests)
    }
}

// MARK: - Interactor

final class BookingInteractor {
    private let directory: HutDirectory

    init(directory: HutDirectory) {
        self.directory = directory
    }

    func book(hut: Hut, nights: Int, guests: Int) async -> String? {
        try? await directory.book(hut: hut, nights: nights, guests: guests)
    }
}
