import SwiftUI

enum TranscriptBuilder {
    static func build(exhibit: Exhibit) -> some View {
        TranscriptView(presenter: TranscriptPresenter(exhibit: exhibit))
    }
}

struct TranscriptView: View {
    let presenter: TranscriptPresenter
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            ScrollView {
                Text(presenter.text)
                    .font(.body)
                    .padding()
            }
            .navigationTitle("Transcript")
            .toolbar {
                Button("Close") { dismiss() }
            }
        }
        .presentationDetents([.medium, .large])
    }
}

struct TranscriptPresenter {
    let exhibit: Exhibit

    var text: String {
        "\(exhibit.title)\n\n\(exhibit.transcript)"
    }
}
