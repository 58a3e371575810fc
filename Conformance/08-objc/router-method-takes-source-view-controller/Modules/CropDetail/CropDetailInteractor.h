//
//  CropDetailInteractor.h
//  Sprout
//

#import <Foundation/Foundation.h>

@protocol CropDetailInteractorOutput <NSObject>
- (void)didObtainTips:(NSArray<NSString *> *)tips;
@end

@protocol CropDetailInteractorInput <NSObject>
- (void)obtainTipsForCropNamed:(NSString *)name;
@end

@interface CropDetailInteractor : NSObject <CropDetailInteractorInput>

@property (nonatomic, weak) id<CropDetailInteractorOutput> output;

@end
