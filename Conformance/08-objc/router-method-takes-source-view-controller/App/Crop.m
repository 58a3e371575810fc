//
//  Crop.m
//  Sprout
//

#import "Crop.h"

@interface Crop ()

@property (nonatomic, copy, readwrite) NSString *name;
@property (nonatomic, copy, readwrite) NSString *bed;
@property (nonatomic, assign, readwrite) double weightInKilograms;

@end

@implementation Crop

+ (instancetype)cropWithName:(NSString *)name bed:(NSString *)bed weightInKilograms:(double)weightInKilograms {
    Crop *crop = [[self alloc] init];
    crop.name = name;
    crop.bed = bed;
    crop.weightInKilograms = weightInKilograms;
    return crop;
}

@end
