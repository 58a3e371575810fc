//
//  ReadingHistoryInteractor.m
//  Stacks
//

#import "ReadingHistoryInteractor.h"

@implementation ReadingHistoryInteractor

#pragma mark - ReadingHistoryInteractorInput

- (void)obtainEntries {
    [self.output didObtainEntries:@[@"Piranesi - returned May 2"]];
}

@end
