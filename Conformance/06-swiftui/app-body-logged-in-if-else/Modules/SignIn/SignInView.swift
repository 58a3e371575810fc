import SwiftUI

struct SignInView: View {
    @ObservedObject var presenter: SignInPresenter

    var body: some View {
        Form {
            TextField("Email", text: $presenter.email)
                .textContentType(.emailAddress)
                .keyboardType(.emailAddress)
            SecureField("PIN", text: $presenter.pin)
                .keyboardType(.numberPad)
            if let message = presenter.errorMessage {
                Text(message).foregroundStyle(.red)
            }
            Button("Sign in") {
                Task { await presenter.submit() }
            }
        }
    }
}
