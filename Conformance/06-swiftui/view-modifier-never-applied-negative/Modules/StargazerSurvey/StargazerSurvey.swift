import SwiftUI

enum StargazerSurveyBuilder {
    static func build(almanac: SkyAlmanac) -> some View {
        let interactor = StargazerSurveyInteractor(almanac: almanac)
        let presenter = StargazerSurveyPresenter(interactor: interactor)
        return StargazerSurveyView(presenter: presenter)
    }
}

struct StargazerSurveyView: View {
    @ObservedObject var presenter: StargazerSurveyPresenter

    var body: some View {
        NavigationStack {
            Form {
                Picker("I mostly use", selection: $presenter.telescope) {
                    ForEach(presenter.telescopes, id: \.self) { Text($0) }
                }
                Stepper("\(presenter.nightsPerMonth) nights a month", value: $presenter.nightsPerMonth, in: 0...31)
                TextField("Anything else?", text: $presenter.comment)
                if presenter.isSent {
                    Label("Thanks, clear skies!", systemImage: "sparkles")
                }
            }
            .navigationTitle("Quick survey")
            .toolbar {
                Button("Send") {
                    Task { await presenter.didTapSend() }
                }
                .disabled(presenter.isSent)
            }
        }
    }
}

@MainActor
final class StargazerSurveyPresenter: ObservableObject {
    let telescopes = ["Naked eye", "Binoculars", "Refractor", "Dobsonian", "Smart telescope"]
    @Published var telescope = "Binoculars"
    @Published var nightsPerMonth = 4
    @Published var comment = ""
    @Published private(set) var isSent = false

    private let interactor: StargazerSurveyInteractor

    init(interactor: StargazerSurveyInteractor) {
        self.interactor = interactor
    }

    func didTapSend() async {
        await interactor.send(telescope: telescope, nights: nightsPerMonth, comment: comment)
        isSent = true
    }
}

final class StargazerSurveyInteractor {
    private let almanac: SkyAlmanac

    init(almanac: SkyAlmanac) {
        self.almanac = almanac
    }

    func send(telescope: String, nights: Int, comment: String) async {
        await almanac.submit(SurveyAnswer(telescope: telescope, nightsPerMonth: nights, comment: comment))
    }
}
