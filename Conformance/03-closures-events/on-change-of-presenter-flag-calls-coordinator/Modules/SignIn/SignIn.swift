import SwiftUI

enum SignInBuilder {
    @MainActor
    static func build(api: AudiobookAPI) -> some View {
        let interactor = SignInInteractor(api: api)
        let presenter = SignInPresenter(interactor: interactor)
        return SignInView(presenter: presenter)
    }
}

struct SignInView: View {
    @ObservedObject var presenter: SignInPresenter
    @EnvironmentObject private var coordinator: AppCoordinator

    var body: some View {
        Form {
            Section("Chapterhouse account") {
                TextField("Email", text: $presenter.email)
                    .textContentType(.emailAddress)
                    .textInputAutocapitalization(.never)
                SecureField("Password", text: $presenter.password)
            }
            if let error = presenter.errorMessage {
                Text(error).foregroundStyle(.red)
            }
            Button("Sign in") {
                Task { await presenter.didTapSignIn() }
            }
        }
        .onChange(of: presenter.isSignedIn) { _, isSignedIn in
            if isSignedIn {
                coordinator.showBookshelf()
            }
        }
    }
}

@MainActor
final class SignInPresenter: ObservableObject {
    @Published var email = ""
    @Published var password = ""
    @Published private(set) var errorMessage: String?
    @Published private(set) var isSignedIn = false

    private let interactor: SignInInteractor

    init(interactor: SignInInteractor) {
        self.interactor = interactor
    }

    func didTapSignIn() async {
        errorMessage = nil
        if await interactor.signIn(email: email, password: password) {
            isSignedIn = true
        } else {
            errorMessage = "That email and password don't match."
        }
    }
}

final class SignInInteractor {
    private let api: AudiobookAPI

    init(api: AudiobookAPI) {
        self.api = api
    }

    func signIn(email: String, password: String) async -> Bool {
        do {
            try await api.signIn(email: email, password: password)
            return true
        } catch {
            return false
        }
    }
}
