//
//  Crop.h
//  Sprout
//

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@interface Crop : NSObject

@property (nonatomic, copy, readonly) NSString *name;
@property (nonatomic, copy, readonly) NSString *bed;
@property (nonatomic, assign, readonly) double weightInKilograms;

+ (instancetype)cropWithName:(NSString *)name bed:(NSString *)bed weightInKilograms:(double)weightInKilograms;

@end

NS_ASSUME_NONNULL_END
