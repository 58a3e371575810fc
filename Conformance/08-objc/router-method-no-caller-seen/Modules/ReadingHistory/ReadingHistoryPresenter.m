//
//  ReadingHistoryPresenter.m
//  Stacks
//

#import "ReadingHistoryPresenter.h"

@interface ReadingHistoryPresenter ()

@property (nonatomic, copy) NSArray<NSString *> *entries;

@end

@implementation ReadingHistoryPresenter

#pragma mark - ReadingHistoryViewOutput

- (void)didTriggerViewReadyEvent {
    [self.interactor obtainEntries];
}

#pragma mark - ReadingHistoryInteractorOutput

- (void)didObtainEntries:(NSArray<NSString *> *)entries {
    self.entries = entries;
    [self.view showEntries:entries];
}

@end
