//
//  Departures.swift
//  Tidewater
//

import SwiftUI

enum DeparturesActivity {
    static let type = "com.example.tidewater.viewDepartures"
    static let harbourIdKey = "harbourId"
}

// MARK: - Interactor

protocol DeparturesInteractorInput {
    func harbourName(id: String) -> String
    func sailings(from harbourId: String) -> [Sailing]
}

final class DeparturesInteractor: DeparturesInteractorInput {
    private let timetable: Timetable

    init(timetable: Timetable) {
        self.timetable = timetable
    }

    func harbourName(id: String) -> String {
        timetable.harbour(id: id)?.name ?? id.capitalized
    }

    func sailings(from harbourId: String) -> [Sailing] {
        timetable.sailings(from: harbourId)
    }
}

// MARK: - Presenter

final class DeparturesPresenter: ObservableObject {
    @Published private(set) var title = ""
    @Published private(set) var sailings: [Sailing] = []
    let harbourId: String
    private let interactor: DeparturesInteractorInput

    init(harbourId: String, interactor: DeparturesInteractorInput) {
        self.harbourId = harbourId
        self.interactor = interactor
    }

    func onAppear() {
        title = interactor.harbourName(id: harbourId)
        sailings = interactor.sailings(from: harbourId)
    }
}

// MARK: - View

struct DeparturesView: View {
    @ObservedObject var presenter: DeparturesPresenter

    var body: some View {
        List(presenter.sailings) { sailing in
            LabeledContent(sailing.destination, value: sailing.departure)
        }
        .navigationTitle(presenter.title)
        .onAppear(perform: presenter.onAppear)
        // Advertised so another device signed in to the same account can pick the board up.
        .userActivity(DeparturesActivity.type) { activity in
            activity.title = "Departures from \(presenter.title)"
            activity.userInfo = [DeparturesActivity.harbourIdKey: presenter.harbourId]
            activity.isEligibleForHandoff = true
        }
    }
}

// MARK: - Builder

enum DeparturesBuilder {
    static func build(harbourId: String) -> some View {
        DeparturesView(presenter: DeparturesPresenter(harbourId: harbourId, interactor: DeparturesInteractor(timetable: .shared)))
    }
}
