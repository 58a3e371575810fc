//
//  WardrobeInteractor.h
//  Capsule
//

#import <Foundation/Foundation.h>

@protocol WardrobeInteractorInput <NSObject>
- (NSArray<NSString *> *)outfitNames;
- (NSArray<NSString *> *)itemsOfOutfitNamed:(NSString *)name;
- (void)storeOutfitNamed:(NSString *)name items:(NSArray<NSString *> *)items;
@end

@interface WardrobeInteractor : NSObject <WardrobeInteractorInput>
@end
