//
//  BookInfoInteractor.m
//  Bookworm
//

#import "BookInfoInteractor.h"

@implementation BookInfoInteractor

#pragma mark - BookInfoInteractorInput

- (void)obtainDetails {
    [self.output didObtainDetails:@[@"Author", @"Pages", @"Due date"]];
}

@end
