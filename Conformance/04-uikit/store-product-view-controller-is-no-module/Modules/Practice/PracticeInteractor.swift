import Foundation

struct PracticeSession {
    let piece: String
    let minutes: Int
    let tempo: Int
}

protocol PracticeInteractorInput: AnyObject {
    func recentSessions() -> [PracticeSession]
    var tunerAppStoreIdentifier: Int { get }
}

final class PracticeInteractor: PracticeInteractorInput {

    let tunerAppStoreIdentifier = 1_234_567_890

    func recentSessions() -> [PracticeSession] {
        [
            PracticeSession(piece: "Bach · Cello Suite No. 1", minutes: 35, tempo: 72),
            PracticeSession(piece: "Scales in B flat", minutes: 15, tempo: 96),
            PracticeSession(piece: "Dvořák · Humoresque", minutes: 20, tempo: 84)
        ]
    }
}
