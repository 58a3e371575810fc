//
//  FiringsInteractor.swift
//  Kilnside
//

import Foundation

protocol FiringsInteractorInput: AnyObject {
    func recentFirings() -> [Firing]
}

final class FiringsInteractor: FiringsInteractorInput {
    func recentFirings() -> [Firing] {
        [
            Firing(id: 212, kind: "Glaze", cone: "6", loadedOn: Date()),
            Firing(id: 211, kind: "Bisque", cone: "04", loadedOn: Date(timeIntervalSinceNow: -86_400 * 3))
        ]
    }
}
