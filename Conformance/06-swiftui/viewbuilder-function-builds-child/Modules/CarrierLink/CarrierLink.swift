import SwiftUI

enum CarrierLinkBuilder {
    static func build() -> some View {
        let interactor = CarrierLinkInteractor(accounts: .shared)
        let presenter = CarrierLinkPresenter(interactor: interactor)
        return CarrierLinkView(presenter: presenter)
    }
}

struct CarrierLinkView: View {
    @ObservedObject var presenter: CarrierLinkPresenter

    var body: some View {
        Form {
            Section {
                Picker("Carrier", selection: $presenter.carrier) {
                    ForEach(Carrier.allCases) { Text($0.rawValue).tag($0) }
                }
                TextField("Account email", text: $presenter.email)
                    .textContentType(.emailAddress)
                    .keyboardType(.emailAddress)
                    .textInputAutocapitalization(.never)
            } footer: {
                Text("ParcelPal reads delivery updates from the carriers you link.")
            }
            Button {
                Task { await presenter.link() }
            } label: {
                if presenter.isLinking {
                    ProgressView()
                } else {
                    Text("Link account")
                }
            }
            .disabled(!presenter.canLink)
            if let error = presenter.errorMessage {
                Text(error).foregroundStyle(.red)
            }
        }
    }
}

@MainActor
final class CarrierLinkPresenter: ObservableObject {
    @Published var carrier: Carrier = .royalMail
    @Published var email = ""
    @Published private(set) var isLinking = false
    @Published private(set) var errorMessage: String?

    private let interactor: CarrierLinkInteractor

    init(interactor: CarrierLinkInteractor) {
        self.interactor = interactor
    }

    var canLink: Bool {
        email.contains("@") && !isLinking
    }

    func link() async {
        isLinking = true
        defer { isLinking = false }
        do {
            try await interactor.link(carrier, email: email)
            errorMessage = nil
        } catch {
            errorMessage = "Couldn't link \(carrier.rawValue). Check the email and try again."
        }
    }
}

final class CarrierLinkInteractor {
    private let accounts: CarrierAccounts

    init(accounts: CarrierAccounts) {
        self.accounts = accounts
    }

    func link(_ carrier: Carrier, email: String) async throws {
        try await accounts.link(carrier, email: email)
    }
}
