//
//  Harbours.swift
//  Tidewater
//

import SwiftUI

// MARK: - Interactor

protocol HarboursInteractorInput {
    func loadHarbours() -> [Harbour]
}

final class HarboursInteractor: HarboursInteractorInput {
    private let timetable: Timetable

    init(timetable: Timetable) {
        self.timetable = timetable
    }

    func loadHarbours() -> [Harbour] {
        timetable.harbours
    }
}

// MARK: - Router

final class HarboursRouter {
    func makeDeparturesView(for harbour: Harbour) -> some View {
        DeparturesBuilder.build(harbourId: harbour.id)
    }
}

// MARK: - Presenter

final class HarboursPresenter: ObservableObject {
    @Published private(set) var harbours: [Harbour] = []
    private let interactor: HarboursInteractorInput
    private let router: HarboursRouter

    init(interactor: HarboursInteractorInput, router: HarboursRouter) {
        self.interactor = interactor
        self.router = router
    }

    func onAppear() {
        harbours = interactor.loadHarbours()
    }

    func departuresView(for harbour: Harbour) -> some View {
        router.makeDeparturesView(for: harbour)
    }
}

// MARK: - View

struct HarboursView: View {
    @ObservedObject var presenter: HarboursPresenter

    var body: some View {
        NavigationStack {
            List(presenter.harbours) { harbour in
                NavigationLink(harbour.name) {
                    presenter.departuresView(for: harbour)
                }
            }
            .navigationTitle("Harbours")
            .onAppear(perform: presenter.onAppear)
        }
    }
}

// MARK: - Builder

enum HarboursBuilder {
    static func build() -> some View {
        let presenter = HarboursPresenter(interactor: HarboursInteractor(timetable: .shared), router: HarboursRouter())
        return HarboursView(presenter: presenter)
    }
}
