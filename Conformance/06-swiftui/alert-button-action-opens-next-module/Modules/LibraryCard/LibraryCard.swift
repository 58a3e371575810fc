import SwiftUI

enum LibraryCardBuilder {
    static func build(library: LibraryService, onSignedIn: @escaping () -> Void) -> some View {
        let interactor = LibraryCardInteractor(library: library)
        let presenter = LibraryCardPresenter(interactor: interactor, onSignedIn: onSignedIn)
        return LibraryCardView(presenter: presenter)
    }
}

struct LibraryCardView: View {
    @ObservedObject var presenter: LibraryCardPresenter
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                TextField("Card number", text: $presenter.cardNumber)
                    .keyboardType(.numberPad)
                SecureField("PIN", text: $presenter.pin)
                if let error = presenter.error {
                    Text(error).foregroundStyle(.red)
                }
            }
            .navigationTitle("Library card")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Sign in") {
                        Task {
                            if await presenter.signIn() {
                                dismiss()
                            }
                        }
                    }
                }
            }
        }
    }
}

@MainActor
final class LibraryCardPresenter: ObservableObject {
    @Published var cardNumber = ""
    @Published var pin = ""
    @Published private(set) var error: String?

    private let interactor: LibraryCardInteractor
    private let onSignedIn: () -> Void

    init(interactor: LibraryCardInteractor, onSignedIn: @escaping () -> Void) {
        self.interactor = interactor
        self.onSignedIn = onSignedIn
    }

    func signIn() async -> Bool {
        let accepted = await interactor.signIn(cardNumber: cardNumber, pin: pin)
        if accepted {
            onSignedIn()
        } else {
            error = "Check the 10-digit number on the back of your card."
        }
        return accepted
    }
}

final class LibraryCardInteractor {
    private let library: LibraryService

    init(library: LibraryService) {
        self.library = library
    }

    func signIn(cardNumber: String, pin: String) async -> Bool {
        await library.signIn(cardNumber: cardNumber, pin: pin)
    }
}
