//
//  LogCatchInteractor.m
//  Reelmark
//

#import "LogCatchInteractor.h"

@implementation LogCatchInteractor

#pragma mark - LogCatchInteractorInput

- (void)saveCatchOfSpecies:(NSString *)species weight:(double)weight atWater:(NSString *)waterIdentifier {
    NSUserDefaults *defaults = [NSUserDefaults standardUserDefaults];
    NSMutableArray *log = [[defaults arrayForKey:@"catchLog"] mutableCopy] ?: [NSMutableArray array];
    [log addObject:@{@"species": species, @"weight": @(weight), @"water": waterIdentifier, @"date": [NSDate date]}];
    [defaults setObject:log forKey:@"catchLog"];
    [self.output didSaveCatch];
}

@end
