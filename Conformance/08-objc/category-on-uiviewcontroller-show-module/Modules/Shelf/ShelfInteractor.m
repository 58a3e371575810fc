//
//  ShelfInteractor.m
//  Bookworm
//

#import "ShelfInteractor.h"

@implementation ShelfInteractor

#pragma mark - ShelfInteractorInput

- (void)obtainBooks {
    [self.output didObtainBooks:@[@"Middlemarch", @"The Left Hand of Darkness", @"Beloved"]];
}

@end
