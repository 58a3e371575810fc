//
//  BookInfoPresenter.m
//  Bookworm
//

#import "BookInfoPresenter.h"

@interface BookInfoPresenter ()

@property (nonatomic, copy) NSArray<NSString *> *details;

@end

@implementation BookInfoPresenter

#pragma mark - BookInfoViewOutput

- (void)didTriggerViewReadyEvent {
    [self.interactor obtainDetails];
}

#pragma mark - BookInfoInteractorOutput

- (void)didObtainDetails:(NSArray<NSString *> *)details {
    self.details = details;
    [self.view showDetails:details];
}

- (void)didTapReturnBook {
    [self.router closeBookInfo];
}

@end
