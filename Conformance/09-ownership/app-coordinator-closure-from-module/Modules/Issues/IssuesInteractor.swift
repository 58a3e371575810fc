import Foundation

struct Issue {
    let number: Int
    let title: String
    let month: String
}

protocol IssuesInteractorInput: AnyObject {
    func issues() -> [Issue]
}

final class IssuesInteractor: IssuesInteractorInput {

    func issues() -> [Issue] {
        [
            Issue(number: 48, title: "The Tide Issue", month: "June"),
            Issue(number: 47, title: "Small Towns", month: "May"),
            Issue(number: 46, title: "Night Trains", month: "April")
        ]
    }
}
