//
//  AddCropInteractor.h
//  Sprout
//

#import <Foundation/Foundation.h>

@protocol AddCropInteractorOutput <NSObject>
- (void)didSaveCrop;
@end

@protocol AddCropInteractorInput <NSObject>
- (void)saveCropWithName:(NSString *)name bed:(NSString *)bed;
@end

@interface AddCropInteractor : NSObject <AddCropInteractorInput>

@property (nonatomic, weak) id<AddCropInteractorOutput> output;

@end
