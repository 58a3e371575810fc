//
//  WineDetailInteractor.m
//  Corkboard
//

#import "WineDetailInteractor.h"

@implementation WineDetailInteractor

#pragma mark - WineDetailInteractorInput

- (void)obtainTastingNotesForWineWithIdentifier:(NSString *)identifier {
    NSString *notes = [identifier isEqualToString:@"w-101"]
        ? @"Ripe cherry, vanilla, a long savoury finish. Drink by 2030."
        : @"Green apple and slate; keep another two years.";
    [self.output didObtainTastingNotes:notes];
}

@end
