//
//  WardrobeInteractor.m
//  Capsule
//

#import "WardrobeInteractor.h"

static NSString * const kOutfitsDefaultsKey = @"outfits";

@implementation WardrobeInteractor

#pragma mark - WardrobeInteractorInput

- (NSDictionary<NSString *, NSArray<NSString *> *> *)storedOutfits {
    NSDictionary *stored = [[NSUserDefaults standardUserDefaults] objectForKey:kOutfitsDefaultsKey];
    return stored ?: @{ @"Monday office": @[@"Navy blazer", @"White oxford", @"Grey chinos"],
                        @"Weekend hike": @[@"Fleece", @"Trail shoes"] };
}

- (NSArray<NSString *> *)outfitNames {
    return [[self storedOutfits].allKeys sortedArrayUsingSelector:@selector(compare:)];
}

- (NSArray<NSString *> *)itemsOfOutfitNamed:(NSString *)name {
    return [self storedOutfits][name] ?: @[];
}

- (void)storeOutfitNamed:(NSString *)name items:(NSArray<NSString *> *)items {
    NSMutableDictionary *outfits = [[self storedOutfits] mutableCopy];
    outfits[name] = items;
    [[NSUserDefaults standardUserDefaults] setObject:outfits forKey:kOutfitsDefaultsKey];
}

@end
