import SwiftUI

struct SignInView: View {
    @ObservedObject var presenter: SignInPresenter

    var body: some View {
        NavigationStack {
            Form {
                Section("Member login") {
                    TextField("Email", text: $presenter.email)
                        .textContentType(.emailAddress)
                        .keyboardType(.emailAddress)
                        .textInputAutocapitalization(.never)
                    SecureField("Password", text: $presenter.password)
                        .textContentType(.password)
                }
                if let error = presenter.errorMessage {
                    Text(error)
                        .font(.footnote)
                        .foregroundStyle(.red)
                }
                Button {
                    Task { await presenter.didTapLogIn() }
                } label: {
                    if presenter.isWorking {
                        ProgressView()
                    } else {
                        Text("Log in")
                    }
                }
                .disabled(presenter.isWorking)
            }
            .navigationTitle("Account")
        }
    }
}
