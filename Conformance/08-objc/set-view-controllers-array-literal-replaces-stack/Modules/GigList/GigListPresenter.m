//
//  GigListPresenter.m
//  Encore
//

#import "GigListPresenter.h"

@interface GigListPresenter ()
@property (nonatomic, copy) NSArray<NSString *> *gigs;
@end

@implementation GigListPresenter

#pragma mark - GigListViewOutput

- (void)didTriggerViewReadyEvent {
    self.gigs = @[@"The Paper Kites · Vicar Street", @"Nils Frahm · Barbican", @"Khruangbin · Olympia"];
    [self.view showGigTitles:self.gigs];
}

- (void)didSelectGigAtIndex:(NSUInteger)index {
    [self.router openSeatPickerForGig:self.gigs[index]];
}

@end
